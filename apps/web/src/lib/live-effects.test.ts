// @vitest-environment node
import type { Profile } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setUnreadChats } from './live-effects';
import { profileKey } from './profile';

const profile: Profile = {
  status: 'success',
  id: 1,
  category: 'student',
  bedge: { alarm: true, alarm_count: 2, chat: false, chat_count: 0 },
  email: 'harin.kim@cheongram.kr',
  picture: null,
  username: 'student1',
  name: '김하린',
};

describe('a live chat event', () => {
  it('moves the chat badge to the count the server sent, and leaves the alarm badge alone', () => {
    const client = new QueryClient();
    client.setQueryData(profileKey, profile);
    setUnreadChats(client, 4);
    expect(client.getQueryData<Profile>(profileKey)!.bedge).toEqual({ alarm: true, alarm_count: 2, chat: true, chat_count: 4 });
    setUnreadChats(client, 0);
    expect(client.getQueryData<Profile>(profileKey)!.bedge).toMatchObject({ chat: false, chat_count: 0 });
  });
});
