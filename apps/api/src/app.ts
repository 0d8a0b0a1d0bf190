import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import { z } from 'zod';
import { systemClock, type Clock, type Config } from './config';
import type { Database, Db, Listen } from './db/client';
import { backupMaker, backupOptionsOf, backupsOnConsole, registerBackup } from './jobs/backup';
import { registerPrune } from './jobs/prune';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { registerReminders } from './modules/reservations/reminders';
import { registerFailurePrune } from './modules/accounts/prune';
import { notifier, quietHoursOf, registerAlarmDelivery } from './modules/alarms/notify';
import { enqueuePushes, registerPushDelivery } from './modules/push/delivery';
import { pushRepository } from './modules/push/repository';
import { pushRoutes } from './modules/push/routes';
import { webPushSender, type PushSender } from './modules/push/sender';
import { pushService } from './modules/push/service';
import { loadVapidKeys } from './modules/push/vapid';
import { createLiveHub, type LiveHub } from './modules/live/hub';
import { facilityDayBroadcast } from './modules/reservations/live';
import { liveRoutes } from './modules/live/routes';
import { clientErrors, frameworkErrors, installErrorHandling } from './http/error-handler';
import { buildOpenApi } from './http/openapi';
import { allEndpoints } from '@portal/contract/endpoints';
import type { MealWeek } from '@portal/contract';
import { idempotencyStore } from './http/idempotency';
import { createRouter, type MountedEndpoint } from './http/route';
import { logDestination, OneLineRequestLog } from './http/request-log';
import { accountsRepository } from './modules/accounts/repository';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService, USERS_CHANNEL, type ProfileRow } from './modules/accounts/service';
import { familyCache } from './modules/accounts/family-cache';
import { alarmsRepository } from './modules/alarms/repository';
import { alarmsRoutes } from './modules/alarms/routes';
import { ALARMS_CHANNEL, alarmsService } from './modules/alarms/service';
import { educationRepository } from './modules/education/repository';
import { educationRoutes } from './modules/education/routes';
import { educationService } from './modules/education/service';
import { familyRepository } from './modules/family/repository';
import { familyRoutes } from './modules/family/routes';
import { familyService } from './modules/family/service';
import {
  BOOKINGS_CHANNEL,
  FACILITY_DAYS_CHANNEL,
  type DayFacts,
  type HerDay,
  FACILITIES_CHANNEL,
  reservationsRepository,
  type FacilityRow,
  type ReservationViewRow,
} from './modules/reservations/repository';
import { announcedCache, forgetByPrefix } from './db/announced-cache';
import { LIVE_CHANNEL } from './modules/live/publish';
import { reservationsRoutes } from './modules/reservations/routes';
import { reservationsService } from './modules/reservations/service';
import { reservationsStaffService } from './modules/reservations/staff-service';
import { siteRoutes } from './modules/site/routes';
import { peopleRepository } from './modules/people/repository';
import { peopleRoutes } from './modules/people/routes';
import { peopleService } from './modules/people/service';
import { wifiRepository } from './modules/wifi/repository';
import { wifiRoutes } from './modules/wifi/routes';
import { wifiService } from './modules/wifi/service';
import { contentsRepository } from './modules/contents/repository';
import { contentsRoutes } from './modules/contents/routes';
import { cardPaymentCheck, contentsService } from './modules/contents/service';
import { tossProvider } from './modules/contents/payments/toss';
import { counselingCyclesRepository } from './modules/counseling-cycles/repository';
import { counselingCyclesRoutes } from './modules/counseling-cycles/routes';
import { counselingCyclesService } from './modules/counseling-cycles/service';
import { registerFilePrune, registerThumbnailBackfill } from './modules/files/prune';
import { registerDischarges } from './modules/people/discharge';
import { filesRoutes, registerMultipart } from './modules/files/routes';
import { filesService } from './modules/files/service';
import { createStorage, type FileStorage } from './modules/files/storage';
import { feedbackRepository } from './modules/feedback/repository';
import { feedbackRoutes } from './modules/feedback/routes';
import { feedbackService } from './modules/feedback/service';
import { chatRepository } from './modules/chat/repository';
import { chatRoutes } from './modules/chat/routes';
import { chatService } from './modules/chat/service';
import { inquiriesRepository } from './modules/inquiries/repository';
import { inquiriesRoutes } from './modules/inquiries/routes';
import { inquiriesService } from './modules/inquiries/service';
import { libraryRepository } from './modules/library/repository';
import { libraryRoutes } from './modules/library/routes';
import { libraryService } from './modules/library/service';
import { mealsRepository } from './modules/meals/repository';
import { mealsRoutes } from './modules/meals/routes';
import { forgetMealWeek, MEALS_CHANNEL, mealsService } from './modules/meals/service';
import { noticesRepository } from './modules/notices/repository';
import { noticesRoutes } from './modules/notices/routes';
import { noticesService, registerNoticePublishing } from './modules/notices/service';
import { fileAllowList, noAllowList } from './modules/firewall/allowlist';
import { registerAllowListPublishing } from './modules/firewall/publish';
import { firewallRepository } from './modules/firewall/repository';
import { firewallRoutes } from './modules/firewall/routes';
import { firewallService } from './modules/firewall/service';
import { vacationsRepository } from './modules/vacations/repository';
import { vacationsRoutes } from './modules/vacations/routes';
import { vacationsService } from './modules/vacations/service';

z.config(z.locales.ko());

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint mounted from the contract: what /docs documents and what tests compare it with. */
    endpoints: readonly MountedEndpoint[];
    /** Every route Fastify registered, as `METHOD /url` (HEAD included): what tests compare /docs with. */
    routeTable: string[];
    /** This instance's background worker (the outbox of notifications, scheduled jobs). */
    jobs: JobRunner;
    /** This instance's open live event streams. */
    live: LiveHub;
  }
}

/** Builds the API (no listen): what main starts and what tests start (with a clock they move). */
/** How long /ready/ waits for the database. */
const READY_WAIT_MS = 2_000;

export async function buildApp({
  config,
  db,
  now = systemClock,
  listen,
  logStream,
  storage = createStorage(config.storage),
  pushSender = webPushSender({ allowInternal: config.push.allowInsecureEndpoints }),
  snapshot,
}: {
  config: Config;
  db: Db;
  now?: Clock;
  /** Wakes the background worker at each committed job (the database's LISTEN); polling alone without it. */
  listen?: Listen;
  /** Where the log lines go (standard output by default): a test reads them. */
  logStream?: { write: (line: string) => void };
  /** The file storage (main hands over the one the demo seed wrote to; made from the config otherwise). The API closes it when it stops. */
  storage?: FileStorage;
  /** How a push reaches a push service (tests may wrap it to see what went out). */
  pushSender?: PushSender;
  /** The embedded database's snapshot (db/client.ts): with it, a DATA_DIR gets its backups (jobs/backup.ts). */
  snapshot?: Database['snapshot'];
}) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: logStream ?? logDestination() },
    // Unique across API instances, so that a log line and the x-request-id a user reports meet.
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // The portal and tests may send a body-less POST with a JSON content type.
    routerOptions: { ignoreTrailingSlash: false },
  });
  // Collected independently of the contract, so that a test can show /docs misses nothing served.
  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });
  installErrorHandling(app);
  // `Date` readable from the portal's pages on their own address: the phone's clock is measured by it (web lib/clock-skew).
  if (config.corsOrigins.length)
    await app.register(cors, { origin: config.corsOrigins, credentials: false, maxAge: 600, exposedHeaders: ['Date'] });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
    const text = String(raw);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = Object.assign(new Error('invalid json'), { statusCode: 400 });
      done(err, undefined);
    }
  });

  const jobs = createJobRunner({ db, now, listen, log: app.log });
  app.decorate('jobs', jobs);
  const notify = notifier(now);
  const vapid = await loadVapidKeys(config.push);
  registerAlarmDelivery(jobs, (tx, userIds, message, at) => enqueuePushes(tx, userIds, message, at));
  registerPushDelivery(jobs, {
    vapid,
    send: pushSender,
    quietHoursOf,
    log: app.log,
  });
  registerReminders(jobs, notify);
  registerPrune(jobs);
  // The embedded database's backups (jobs/backup.ts), nightly and from the console: with a DATA_DIR, unless BACKUP_DAYS=0.
  const backupOptions = backupOptionsOf(config, snapshot);
  const backups = backupOptions && backupMaker(backupOptions);
  if (config.database.kind === 'pglite') registerBackup(jobs, backups, app.log);
  registerFailurePrune(jobs, config.loginWindowSeconds);
  app.addHook('onClose', async () => storage.close?.());
  const files = filesService({ db, storage, clock: now, log: app.log });
  registerFilePrune(jobs, files);
  registerThumbnailBackfill(jobs, files, app.log);
  app.addHook('onClose', () => files.close());
  registerNoticePublishing(jobs, notify);
  const allowList = registerAllowListPublishing(
    jobs,
    config.firewallAllowListFile ? fileAllowList(config.firewallAllowListFile) : noAllowList,
    {
      db,
      listen,
      now,
      log: app.log,
    },
  );
  app.addHook('onReady', () => allowList.start());
  app.addHook('onClose', () => allowList.stop());
  await registerMultipart(app);
  if (config.jobsWorker) {
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  const live = createLiveHub({ db, listen, log: app.log, broadcasts: [facilityDayBroadcast] });
  app.decorate('live', live);
  app.addHook('onReady', () => live.start());
  // Before the server waits for open connections to end: the streams end first.
  app.addHook('preClose', () => live.stop());

  /** Rows read by many requests, remembered on this instance until a change is announced (db/announced-cache.ts). */
  function remembered<V>(channel: string, onAnnouncement?: Parameters<typeof announcedCache<V>>[0]['onAnnouncement']) {
    const cache = announcedCache<V>({ listen, channel, ttlMs: 60_000, onAnnouncement });
    app.addHook('onReady', () => cache.start());
    app.addHook('onClose', () => cache.stop());
    return cache;
  }
  const alarms = alarmsService(alarmsRepository(db), remembered<number>(ALARMS_CHANNEL), now);
  // Alive sign-ins are remembered, and forgotten on revocation across instances (LISTEN); see family-cache.ts.
  const families = familyCache({ listen });
  app.addHook('onReady', () => families.start());
  app.addHook('onClose', () => families.stop());
  const chatRepo = chatRepository(db);
  // Each person's unread chat count (asked by every page through the profile), remembered until her
  // tabs are told of a change: every change to her rooms' messages, reads or standing publishes a live
  // event to her (modules/chat/service.ts announce), whose NOTIFY names her on every instance; the
  // instance making the change forgets at once. 30 s at most for anything else.
  const chatUnread = announcedCache<number>({
    listen,
    channel: LIVE_CHANNEL,
    ttlMs: 30_000,
    onAnnouncement: (payload, forget) => {
      const named = new Set(payload.split(','));
      forget((key) => named.has(key));
    },
  });
  app.addHook('onReady', () => chatUnread.start());
  app.addHook('onClose', () => chatUnread.stop());
  const unreadChats = async (userId: number) =>
    (await chatUnread.read(String(userId), now().getTime(), () => chatRepo.unreadTotal(userId))) ?? 0;
  const accounts = accountsService({
    repo: accountsRepository(db),
    config,
    now,
    unreadAlarms: alarms.unreadCount,
    unreadChats,
    families,
    profiles: remembered<ProfileRow>(USERS_CHANNEL),
  });
  // Shared by every module that reads or writes a student's data: who may act on which student.
  const family = familyService(familyRepository(db));
  const router = createRouter(app, (req) => accounts.authenticate(req.headers.authorization), idempotencyStore(db, now));

  accountsRoutes(router, accounts);
  siteRoutes(router, db, now, backupsOnConsole(backups, config.database.kind, app.log));
  wifiRoutes(router, wifiService(wifiRepository(db)));
  alarmsRoutes(router, alarms);
  pushRoutes(router, pushService({ db, repo: pushRepository, vapid, allowInsecureEndpoints: config.push.allowInsecureEndpoints, now }));
  liveRoutes(router, { db, hub: live, now, families, signedIn: accounts.isSignedIn });
  familyRoutes(router, family);
  const people = peopleService({
    repo: peopleRepository(db, now),
    accounts,
    now,
    // Called once every service below exists (an admin switching someone off).
    left: async ({ id, category }) => {
      if (category === 'student') {
        await reservations.cancelAllOf(id, '계정이 중지되어 취소되었습니다.');
        await contents.withdrawAwaitingOf(id);
        await vacations.withdrawAllOf(id);
        await firewall.leftBy(id);
        await chat.closeRoomsOf({ studentId: id });
      } else if (category === 'teacher' || category === 'admin') {
        // An admin takes rooms and answers inquiries too: hers go back to the teachers the same way.
        await chat.releaseRoomsOf(id);
        await inquiries.releaseOf(id);
      } else if (category === 'parent') {
        await chat.closeRoomsOf({ openerId: id });
        await vacations.parentLeft(id);
      }
    },
    stayChanged: async (studentId) => {
      if (studentId !== undefined) await reservations.cancelOutsideStay(studentId);
      else for (const id of await reservations.bookedOutsideStay()) await reservations.cancelOutsideStay(id);
    },
  });
  peopleRoutes(router, people);
  registerDischarges(jobs, people);
  const vacations = vacationsService(vacationsRepository(db), family, notify, now, files);
  vacationsRoutes(router, vacations);
  files.seeRecordsWith('sick-note', vacations.canSee);
  const library = libraryService(libraryRepository(db), files);
  libraryRoutes(router, library);
  files.seeRecordsWith('library-file', library.canSee);
  const feedback = feedbackService(feedbackRepository(db), family, notify, files, now);
  feedbackRoutes(router, feedback);
  files.seeRecordsWith('feedback-screenshot', feedback.canSee);
  const inquiries = inquiriesService(inquiriesRepository(db), family, notify, files, now);
  inquiriesRoutes(router, inquiries);
  files.seeRecordsWith('inquiry-attachment', inquiries.canSee);
  files.seeRecordsWith('inquiry-answer-attachment', inquiries.canSee);
  const chat = chatService(chatRepo, family, notify, files, now, (ids) => chatUnread.forgetKeys(ids.map(String)));
  chatRoutes(router, chat);
  files.seeRecordsWith('chat-file', chat.canSeeMessage);
  const notices = noticesService(noticesRepository(db), files, notify, now);
  noticesRoutes(router, notices);
  files.seeRecordsWith('notice-attachment', notices.canSee);
  const contents = contentsService({
    repo: contentsRepository(db),
    family,
    notify,
    files,
    toss: config.toss ? tossProvider(config.toss) : null,
    now,
  });
  // Outside a transaction: it asks Toss, which may take seconds to answer.
  jobs.handle(cardPaymentCheck, (_db, payload) => contents.checkCardPayment(payload), { transaction: false });
  contentsRoutes(router, contents);
  files.seeRecordsWith('content-cover', contents.canSeeCover);
  filesRoutes(router, files);
  const counselingCycles = counselingCyclesService(counselingCyclesRepository(db), family);
  counselingCyclesRoutes(router, counselingCycles);
  mealsRoutes(router, mealsService(mealsRepository(db), family, now, remembered<MealWeek>(MEALS_CHANNEL, forgetMealWeek)));
  const reservationsRepo = reservationsRepository(
    db,
    {
      facilities: remembered<FacilityRow>(FACILITIES_CHANNEL),
      upcoming: remembered<ReservationViewRow[]>(BOOKINGS_CHANNEL),
      days: remembered<DayFacts>(FACILITY_DAYS_CHANNEL, forgetByPrefix),
      herDays: remembered<HerDay>(BOOKINGS_CHANNEL, forgetByPrefix),
    },
    now,
  );
  const reservations = reservationsService(reservationsRepo, family, now);
  reservationsRoutes(router, reservations, reservationsStaffService(reservationsRepo, notify, now, family));
  educationRoutes(
    router,
    educationService({ repo: educationRepository(db), family, notify, counselingDue: counselingCycles.dueCounts, now }),
  );
  const firewall = firewallService(firewallRepository(db), notify, now);
  firewallRoutes(router, firewall);

  const mounted = await router.mount(allEndpoints);
  app.decorate('endpoints', mounted);
  const openApi = buildOpenApi(mounted, '기숙학원 포털 API');
  app.get('/docs', async () => openApi);
  // Liveness (the process answers) for start.mjs; readiness (the database answers within 2 s) for a load
  // balancer, which sends no one to an instance that would answer 503 (an audit: /health/ said ok with
  // the database gone).
  app.get('/health/', async () => ({ ok: true }));
  app.get('/ready/', async (_req, reply) => {
    const ok = await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), READY_WAIT_MS).unref()),
    ]);
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok });
  });
  return app;
}
