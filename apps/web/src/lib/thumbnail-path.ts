import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';

/**
 * A picture's thumbnail at the portal's own origin, for an `<img src>`: the portal's forwarder of the
 * API (the `backend` route of `app`) sends a thumbnail's GET that has no `Authorization` header with the
 * access token of the session cookie. When that token has run out since the page got it, the picture
 * fails: the caller then fetches it with the session (which refreshes) and draws it from a blob.
 */
export const sessionThumbnailPath = (id: string) => `/backend${urlOf(filesEndpoints.thumbnail, { params: { id } })}`;
