/** Every refusal the API knows: its HTTP status and the Korean message a person sees. */
export const errorCatalogue = {
  BAD_REQUEST: [400, '입력한 내용을 다시 확인해 주세요.'],
  INVALID_JSON: [400, '요청 형식이 올바르지 않습니다.'],
  INVALID_URL: [400, '주소 형식이 올바르지 않습니다.'],
  INVALID_CREDENTIALS: [401, '아이디 또는 비밀번호가 올바르지 않습니다.'],
  UNAUTHENTICATED: [401, '로그인이 필요합니다.'],
  TOKEN_EXPIRED: [401, '로그인이 만료되었습니다. 다시 로그인해 주세요.'],
  INVALID_REFRESH: [401, '로그인이 만료되었습니다. 다시 로그인해 주세요.'],
  REFRESH_REUSED: [401, '보안을 위해 로그아웃되었습니다. 다시 로그인해 주세요.'],
  FORBIDDEN: [403, '이 기능을 사용할 권한이 없습니다.'],
  PASSWORD_CHANGE_REQUIRED: [403, '받은 일회용 비밀번호를 새 비밀번호로 바꾼 뒤에 이용할 수 있습니다.'],
  USERNAME_TAKEN: [409, '이미 쓰고 있는 아이디입니다.'],
  EMAIL_TAKEN: [409, '이미 쓰고 있는 이메일입니다.'],
  CANNOT_DEACTIVATE_SELF: [409, '지금 로그인한 내 계정은 사용 중지할 수 없습니다.'],
  IMPORT_INVALID: [422, '고칠 곳이 있는 행이 있어 아무것도 등록하지 않았습니다.'],
  EXAM_SESSION_HAS_RECORDS: [409, '학생이 성적을 입력한 시험이라 지울 수 없습니다. 이름이나 날짜를 고쳐 주세요.'],
  EXAM_SESSION_NAME_TAKEN: [409, '같은 이름의 시험이 이미 있습니다.'],
  NOT_FOUND: [404, '요청한 내용을 찾을 수 없습니다.'],
  ROUTE_NOT_FOUND: [404, '요청한 주소를 찾을 수 없습니다.'],
  METHOD_NOT_ALLOWED: [405, '허용되지 않는 요청입니다.'],
  CONFLICT: [409, '이미 처리된 요청입니다.'],
  VACATION_NOT_WAITING_CONSENT: [409, '보호자 동의를 기다리는 신청이 아닙니다. 바뀐 내용을 확인해 주세요.'],
  VACATION_NOT_WAITING_DECISION: [409, '승인을 기다리는 신청이 아닙니다. 바뀐 내용을 확인해 주세요.'],
  VACATION_ALREADY_DECIDED: [409, '이미 승인 또는 반려된 신청은 취소할 수 없습니다.'],
  VACATION_NOT_AWAY: [409, '승인된 휴가만 복귀 처리할 수 있습니다.'],
  VACATION_NOT_STARTED: [409, '아직 시작하지 않은 휴가입니다. 시작 일시 뒤에 복귀 처리해 주세요.'],
  FEEDBACK_CLOSED: [409, '이미 종료된 의견입니다. 바뀐 내용을 확인해 주세요.'],
  VACATION_OVERLAPS: [409, '같은 기간에 이미 신청한 휴가가 있습니다.'],
  FIREWALL_ALREADY_ALLOWED: [409, '이미 허용된 사이트입니다.'],
  FIREWALL_ALREADY_REQUESTED: [409, '이미 검토 중인 사이트입니다. 선생님 답변을 기다려 주세요.'],
  FIREWALL_TOO_MANY_PENDING: [409, '검토 중인 요청이 너무 많습니다. 답변을 받은 뒤 다시 요청해 주세요.'],
  FIREWALL_ALREADY_DECIDED: [409, '이미 처리된 요청입니다. 바뀐 내용을 확인해 주세요.'],
  FIREWALL_NOT_ALLOWED: [409, '지금 허용 중인 사이트가 아닙니다. 바뀐 내용을 확인해 주세요.'],
  WRONG_CURRENT_PASSWORD: [400, '현재 비밀번호가 올바르지 않습니다.'],
  EXAM_LOCKED: [409, '선생님이 확정한 성적이라 수정하거나 지울 수 없습니다.'],
  EXAM_ALREADY_ENTERED: [409, '이미 입력한 시험입니다. 목록에서 찾아 수정해 주세요.'],
  PLAN_STATE: [409, '지금 상태에서는 할 수 없는 요청입니다.'],
  PAYLOAD_TOO_LARGE: [413, '요청이 너무 큽니다.'],
  URL_TOO_LONG: [414, '주소가 너무 깁니다.'],
  HEADERS_TOO_LARGE: [431, '요청 머리글이 너무 큽니다.'],
  UNSUPPORTED_MEDIA_TYPE: [415, '지원하지 않는 요청 형식입니다.'],
  TOO_MANY_ATTEMPTS: [429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  // Facility reservations (modules/reservations).
  SLOT_FULL: [409, '정원이 모두 찼습니다. 다른 시간을 골라 주세요.'],
  QUOTA_EXCEEDED: [409, '예약할 수 있는 횟수를 모두 사용했습니다.'],
  OVERLAP: [409, '같은 시간에 이미 다른 예약이 있습니다.'],
  CLOSED: [409, '신청이 마감되었습니다.'],
  OUT_OF_WINDOW: [409, '예약할 수 없는 날짜나 시간입니다.'],
  ALREADY_BOOKED: [409, '이미 예약한 시간입니다.'],
  NOT_CANCELLABLE: [409, '이미 시작된 예약은 취소할 수 없습니다.'],
  IDEMPOTENCY_KEY_REUSED: [422, '같은 요청 번호로 다른 예약을 할 수 없습니다. 새로고침 후 다시 시도해 주세요.'],
  CAPACITY_BELOW_BOOKED: [409, '이미 신청한 인원보다 정원을 적게 바꿀 수 없습니다.'],
  TEMPLATE_IN_USE: [409, '예약이 남아 있는 시간대는 바꾸거나 지울 수 없습니다.'],
  NOT_STARTED: [409, '시작 전인 예약은 노쇼로 처리할 수 없습니다.'],
  // Meals (modules/meals).
  MEAL_NOT_SERVED_YET: [409, '아직 배식 전인 끼니입니다. 배식이 시작되면 평가할 수 있습니다.'],
  MEAL_FEEDBACK_CLOSED: [409, '지난 끼니의 평가는 고칠 수 없습니다. 평가는 그날 안에만 남길 수 있습니다.'],
  MEAL_PASTE_INVALID: [422, '붙여 넣은 식단에 고칠 곳이 있어 저장하지 않았습니다.'],
  // Inquiries (modules/inquiries).
  INQUIRY_ANSWERED: [409, '이미 답변한 문의입니다. 바뀐 내용을 확인해 주세요.'],
  INQUIRY_CLOSED: [409, '이미 종료된 문의입니다. 바뀐 내용을 확인해 주세요.'],
  INQUIRY_NOT_OPEN: [409, '처리 중인 학습 문의만 다른 선생님께 넘길 수 있습니다.'],
  // Chat (modules/chat).
  CHAT_CLOSED: [409, '종료된 대화입니다. 새 대화를 열어 주세요.'],
  CHAT_NOT_TAKEN: [409, '먼저 이 대화를 맡아 주세요.'],
  CHAT_TAKEN: [409, '이미 맡은 선생님이 있는 대화입니다. 바뀐 내용을 확인해 주세요.'],
  // Uploads (modules/files): the service words them for the purpose ("진단서는 10MB까지 …").
  FILE_EMPTY: [400, '빈 파일은 올릴 수 없습니다. 다른 파일을 골라 주세요.'],
  FILE_TOO_LARGE: [413, '파일이 너무 큽니다.'],
  UPLOADS_PENDING: [429, '올려 두고 아직 보내지 않은 파일이 많습니다. 먼저 보내거나 잠시 후 다시 올려 주세요.'],
  UPLOADS_TODAY: [429, '오늘 올릴 수 있는 파일 용량을 모두 썼습니다. 내일 다시 올려 주세요.'],
  FILE_TYPE_NOT_ALLOWED: [415, '올릴 수 없는 형식의 파일입니다. 사진이나 PDF를 골라 주세요.'],
  // Contents and payments (modules/contents).
  CONTENT_NOT_ON_SALE: [409, '판매가 끝난 콘텐츠입니다.'],
  ALREADY_ORDERED: [409, '이미 구매했거나 결제를 기다리는 콘텐츠입니다. 구매 내역을 확인해 주세요.'],
  NO_LINKED_PARENT: [409, '연결된 보호자가 없어 결제를 요청할 수 없습니다.'],
  ORDER_NOT_AWAITING: [409, '결제를 기다리는 주문이 아닙니다. 바뀐 내용을 확인해 주세요.'],
  ORDER_NOT_CANCELLABLE: [409, '구매완료 상태에서만 취소를 요청할 수 있습니다.'],
  ORDER_NOT_CONFIRMABLE: [409, '구매완료 상태에서만 구매를 확정할 수 있습니다.'],
  EDIT_CONFLICT: [409, '다른 분이 먼저 저장했습니다. 새 내용에 고치신 칸만 남겨 둘게요. 확인하고 다시 저장해 주세요.'],
  CANCEL_NOT_REQUESTED: [409, '취소 요청을 기다리는 주문이 아닙니다. 바뀐 내용을 확인해 주세요.'],
  BACKUP_NOT_HERE: [409, '이 서버는 포털이 직접 백업하지 않습니다. 백업 카드의 안내를 따라 주세요.'],
  BACKUP_FAILED: [500, '백업하지 못했습니다. 서버 기록(로그)을 확인해 주세요.'],
  PUSH_UNAVAILABLE: [409, '이 포털에서는 아직 푸시 알림을 쓸 수 없습니다. 관리자에게 문의해 주세요.'],
  PUSH_ENDPOINT_REFUSED: [400, '이 브라우저의 알림 구독 주소를 받을 수 없습니다. 다른 브라우저로 시도해 주세요.'],
  PAYMENT_METHOD_UNAVAILABLE: [409, '지금은 이 결제 방법을 쓸 수 없습니다.'],
  PAYMENT_AMOUNT_MISMATCH: [400, '결제 금액이 주문 금액과 다릅니다. 결제가 승인되지 않았습니다.'],
  PAYMENT_IN_PROGRESS: [409, '결제를 확인하고 있습니다. 잠시 후 구매 내역을 확인해 주세요.'],
  PAYMENT_DECLINED: [400, '결제가 승인되지 않았습니다.'],
  PAYMENT_FAILED: [502, '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.'],
  INTERNAL: [500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof errorCatalogue;

/** A refusal raised by a service; `http/` turns it into status and body in one place. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code][1]);
    this.status = errorCatalogue[code][0];
  }
}
