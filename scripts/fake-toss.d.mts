/** The Toss Payments stand-in (fake-toss.mjs): what the API tests see of it. */
export function startFakeToss(options: { port?: number; host?: string; secretKey: string }): Promise<{
  url: string;
  sdkUrl: string;
  state: {
    confirms: number;
    cancels: number;
    cancelDelayMs: number;
    confirmDelayMs: number;
    loseAnswers: number;
    refundFailures: number;
    down: boolean;
    requests: { path: string; idempotencyKey: string | undefined }[];
  };
  close: () => Promise<void>;
}>;
