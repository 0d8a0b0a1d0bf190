// What a page's long tasks were made of, read from the trace of one Lighthouse run (`--long-tasks`).
// Total Blocking Time is the sum, over the main thread's tasks between the first contentful paint and
// Time to Interactive, of what each lasts beyond 50 ms; this names those tasks and what ran in them.

/** Main-thread tasks of at least this many ms after navigation are listed (Lighthouse's threshold). */
const LONG_MS = 50;

/**
 * The long tasks of the page's main thread, each with its start (ms after navigation), its length,
 * the trace events directly inside it that took the most time (script evaluations, timers, layouts,
 * with the script's file), the functions that used the most CPU in it (when the trace holds CPU
 * samples: `disabled-by-default-v8.cpu_profiler`), and the style and layout invalidations it caused
 * (which element, why), counted.
 */
export function longTasks(trace, { limit = 5 } = {}) {
  const events = trace.traceEvents ?? trace;
  const nav = navigationOf(events);
  if (!nav) return [];
  const { pid, tid } = nav;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const complete = thread.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  const samples = cpuSamples(events, pid, tid);
  const file = (url) => (url ? String(url).split('/').pop().split('?')[0] || url : '');

  return complete
    .filter((t) => t.name === 'RunTask' && t.ts >= nav.ts && t.dur >= LONG_MS * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = (e) => e !== task && e.ts >= task.ts && e.ts <= end;
      const work = new Map();
      for (const e of complete) {
        if (!inside(e) || e.name === 'RunTask' || e.dur < 1000 || !WORK.has(e.name)) continue;
        const d = e.args?.data ?? {};
        const what = [e.name, file(d.url), d.functionName].filter(Boolean).join(' ');
        work.set(what, (work.get(what) ?? 0) + e.dur / 1000);
      }
      const self = new Map();
      for (const [ts, frame] of samples) {
        if (ts < task.ts || ts > end || /^\((program|idle|root)\)$/.test(frame.functionName)) continue;
        const where = frame.url ? ` ${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
        const what = `${frame.functionName || '(anonymous)'}${where}`;
        self.set(what, (self.get(what) ?? 0) + 1);
      }
      const invalidations = new Map();
      for (const e of thread) {
        if (!inside(e) || !/InvalidationTracking$/.test(e.name)) continue;
        const d = e.args?.data ?? {};
        const what = `${e.name.replace('InvalidationTracking', '')}: ${d.nodeName ?? '?'} (${d.reason ?? d.changedAttribute ?? '?'})`;
        invalidations.set(what, (invalidations.get(what) ?? 0) + 1);
      }
      const top = (map, round) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, limit)
          .map(([what, n]) => ({ what, n: round ? Math.round(n) : n }));
      const sampled = [...self.values()].reduce((a, b) => a + b, 0);
      return {
        startMs: Math.round((task.ts - nav.ts) / 1000),
        ms: Math.round(task.dur / 1000),
        work: top(work, true),
        // Share of the task's samples, in percent, rather than counts: the sampling interval varies.
        cpu: top(self, false).map(({ what, n }) => ({ what, pct: Math.round((100 * n) / sampled) })),
        invalidations: top(invalidations, false),
      };
    });
}

/** The page's navigation in a Lighthouse trace (the main frame's, not about:blank's): times count from it. */
export function navigationOf(events) {
  return events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  );
}

/** Trace events that say what a task spent its time on (the rest are plumbing or nested detail). */
const WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
  'v8.compile',
  'v8.parseOnBackground',
]);

/** [time, leaf frame] of each CPU sample of the thread, when the trace holds its profile. */
function cpuSamples(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const out = [];
  let time = profile.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== profile.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      const frame = nodes.get(id);
      if (frame) out.push([time, { ...frame, url: frame.url ?? '' }]);
    });
  }
  return out;
}

/** The tasks as lines for the console, indented under a run's own line. */
export function describeLongTasks(tasks, { page, blockingFromMs = 0 }) {
  const lines = [];
  const blocking = tasks.filter((t) => t.startMs >= blockingFromMs).reduce((sum, t) => sum + t.ms - LONG_MS, 0);
  lines.push(
    `    long tasks of ${page}: ${tasks.length}; those after its first contentful paint (${Math.round(blockingFromMs)} ms) last ${blocking} ms beyond 50 ms each:`,
  );
  for (const t of tasks) {
    lines.push(`      at ${t.startMs} ms, ${t.ms} ms: ${t.work.map((w) => `${w.what} ${w.n} ms`).join(' · ') || '(no traced event)'}`);
    if (t.cpu.length) lines.push(`        CPU: ${t.cpu.map((c) => `${c.what} ${c.pct}%`).join(' · ')}`);
    if (t.invalidations.length) lines.push(`        invalidated: ${t.invalidations.map((i) => `${i.what} ×${i.n}`).join(' · ')}`);
  }
  return lines;
}
