import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transactional, type Db } from '../../db/client';
import { feedback, users } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
type Status = FeedbackRow['status'];
export type FeedbackView = {
  f: FeedbackRow;
  senderName: string;
  senderCategory: string;
  answeredByName: string | null;
};

const sender = alias(users, 'feedback_sender');
const answerer = alias(users, 'feedback_answerer');

function feedbackQueries(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select({ f: feedback, senderName: sender.name, senderCategory: sender.category, answeredByName: answerer.name })
      .from(feedback)
      .innerJoin(sender, eq(sender.id, feedback.senderId))
      .leftJoin(answerer, eq(answerer.id, feedback.answeredBy))
      .where(where);

  return {
    async findById(id: number): Promise<FeedbackView | undefined> {
      const [row] = await select(eq(feedback.id, id)).limit(1);
      return row;
    },

    /** What one person sent, newest first. */
    listOfSender(senderId: number, page: { limit: number; offset: number }): Promise<FeedbackView[]> {
      return select(eq(feedback.senderId, senderId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Staff's list: open first, then answered, then closed; newest first within each. */
    listAll(status: Status | undefined, page: { limit: number; offset: number }): Promise<FeedbackView[]> {
      const rank = sql`CASE ${feedback.status} WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END`;
      return select(status ? eq(feedback.status, status) : undefined)
        .orderBy(asc(rank), desc(feedback.createdAt), desc(feedback.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async insert(values: typeof feedback.$inferInsert) {
      const [row] = await db.insert(feedback).values(values).returning();
      return row!;
    },

    /** Writes (or rewrites) the answer of a feedback that is not closed; undefined when it is. */
    async answer(id: number, staffId: number, answer: string, at: Date) {
      const [row] = await db
        .update(feedback)
        .set({ answer, answeredBy: staffId, answeredAt: at, status: 'answered' })
        .where(and(eq(feedback.id, id), ne(feedback.status, 'closed')))
        .returning();
      return row;
    },

    /** Closes a feedback that is still open or answered; undefined when it was already closed. */
    async close(id: number, staffId: number, at: Date) {
      const [row] = await db
        .update(feedback)
        .set({ status: 'closed', closedBy: staffId, closedAt: at })
        .where(and(eq(feedback.id, id), inArray(feedback.status, ['open', 'answered'])))
        .returning();
      return row;
    },

    /** The operators (active admins): whom new feedback is announced to. */
    async operatorIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.category, 'admin'), eq(users.isActive, true)));
      return rows.map((r) => r.id);
    },
  };
}

/** The module's queries, and `transaction` to run several of them (and `notify`) at once. */
export function feedbackRepository(db: Db) {
  return { ...feedbackQueries(db), transaction: transactional(db, feedbackQueries) };
}
export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
