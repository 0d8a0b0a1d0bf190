import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps';

let doc: Document;

/** What the page's HTML holds before its scripts run; the inline script as the layout runs it. */
function serverPage(html: string) {
  // A document of its own per test: the script is never taken back, and one left from a test before
  // would see (and keep) this test's taps first.
  doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = html;
  new Function('document', EARLY_TAPS_SCRIPT)(doc);
}

/** React has hydrated: from now on the page's own handlers answer (here: `onClick`). */
function hydrate(onClick: (event: Event) => void = () => {}) {
  doc.addEventListener('click', onClick);
  doc.addEventListener('submit', onClick);
  doc.documentElement.setAttribute('data-hydrated', '');
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('submit', onClick);
  };
}

/** A click as a finger makes it; answers whether the browser's own action was stopped. */
function tap(el: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * Lets the replay's hops run (the hydration mark's observer, a frame, a timer): a few turns of the
 * timer queue, each queued after the hop before it, rather than a time, which a busy machine can
 * overrun (the replay's last timer was then queued after the test's and came too late).
 */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

let stop = () => {};
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 1));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('a tap before hydration', () => {
  it('is made again, once, when the page has hydrated', async () => {
    serverPage('<button type="button">메뉴 열기</button>');
    const button = doc.querySelector('button')!;
    tap(button);
    const seen: Element[] = [];
    stop = hydrate((e) => seen.push(e.target as Element));
    await settle();
    expect(seen).toEqual([button]);
  });

  it('keeps only the last of several taps', async () => {
    serverPage('<div role="radio" aria-checked="true">김하늘</div><div role="radio" aria-checked="false">김바다</div>');
    const [first, second] = doc.querySelectorAll('[role=radio]');
    tap(first!);
    tap(second!);
    const seen: Element[] = [];
    stop = hydrate((e) => seen.push(e.target as Element));
    await settle();
    expect(seen).toEqual([second]);
  });

  it('does not send a form the browser way: the submit waits for the page and keeps its submitter', async () => {
    serverPage('<form><input name="username" value="student1"><button name="go" value="1">로그인</button></form>');
    const button = doc.querySelector('button')!;
    expect(tap(button)).toBe(true);
    const submits: SubmitEvent[] = [];
    stop = hydrate((e) => {
      if (e.type === 'submit') {
        e.preventDefault();
        submits.push(e as SubmitEvent);
      }
    });
    await settle();
    expect(submits).toHaveLength(1);
    expect(submits[0]!.submitter).toBe(button);
  });

  it('stops a form sent with Enter in a field, and sends it again once hydrated', async () => {
    serverPage('<form><input name="q"></form>');
    const form = doc.querySelector('form')!;
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    let submits = 0;
    stop = hydrate((e) => {
      if (e.type === 'submit') {
        e.preventDefault();
        submits++;
      }
    });
    await settle();
    expect(submits).toBe(1);
  });

  it('leaves links, fields and labels to the browser and does not repeat them', async () => {
    serverPage(
      '<a href="#notices"><span>공지</span></a><a href="#x"><button type="button">안의 버튼</button></a><label>동의<input type="checkbox"></label><input>',
    );
    expect(tap(doc.querySelector('a span')!)).toBe(false);
    expect(tap(doc.querySelector('a button')!)).toBe(false);
    expect(tap(doc.querySelector('input[type=checkbox]')!)).toBe(false);
    expect(tap(doc.querySelector('label')!)).toBe(false);
    const seen: Element[] = [];
    stop = hydrate((e) => seen.push(e.target as Element));
    await settle();
    expect(seen).toEqual([]);
  });

  it('is dropped when its control has gone or was disabled meanwhile', async () => {
    serverPage('<button type="button" id="a">예약</button><button type="button" id="b">취소</button>');
    tap(doc.getElementById('a')!);
    doc.getElementById('a')!.remove();
    let seen = 0;
    stop = hydrate(() => seen++);
    await settle();
    expect(seen).toBe(0);
    stop();

    serverPage('<button type="button" id="c">예약</button>');
    const c = doc.getElementById('c') as HTMLButtonElement;
    tap(c);
    c.disabled = true;
    stop = hydrate(() => seen++);
    await settle();
    expect(seen).toBe(0);
  });

  it('changes nothing once the page has hydrated', async () => {
    serverPage('<button type="submit">저장</button>');
    stop = hydrate();
    await settle();
    expect(tap(doc.querySelector('button')!)).toBe(false);
  });

  it('holds nothing once the page has hydrated, even when its mark is gone later (a page that failed, drawn again as an error page)', async () => {
    serverPage('<button id="again">다시 시도</button>');
    hydrate();
    await settle();
    // Next's error page takes the document over: the mark is gone, React answers on its own.
    doc.documentElement.removeAttribute('data-hydrated');
    doc.documentElement.id = '__next_error__';
    await settle();
    const heard = vi.fn();
    doc.addEventListener('click', heard);
    expect(tap(doc.getElementById('again')!)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('announces a file picked before hydration again once hydrated, before the remembered tap', async () => {
    serverPage('<label>파일 고르기 <input type="file" name="a"></label><input type="file" name="b"><button type="button">보내기</button>');
    const [picked, emptied] = doc.querySelectorAll<HTMLInputElement>('input[type=file]');
    // The browser's picker put a file in the first field; the second was opened and cancelled.
    Object.defineProperty(picked, 'files', { value: [new File(['x'], '진단서.png', { type: 'image/png' })] });
    Object.defineProperty(emptied, 'files', { value: [] });
    for (const field of [picked!, emptied!]) field.dispatchEvent(new Event('change', { bubbles: true }));
    tap(doc.querySelector('button')!);
    const seen: string[] = [];
    const onChange = (e: Event) => seen.push(`change ${(e.target as HTMLInputElement).name}`);
    doc.addEventListener('change', onChange);
    const unhydrate = hydrate((e) => seen.push(`${e.type} ${(e.target as Element).tagName}`));
    stop = () => {
      unhydrate();
      doc.removeEventListener('change', onChange);
    };
    await settle();
    expect(seen).toEqual(['change a', 'click BUTTON']);
    // Picked again after hydration: the page's own handler alone answers, once.
    picked!.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(seen).toEqual(['change a', 'click BUTTON', 'change a']);
  });

  it('is answered once when React listens already but has not yet marked the page: by the replay, not twice', async () => {
    serverPage('<button type="button">메뉴 열기</button><input type="file" name="a">');
    const button = doc.querySelector('button')!;
    const field = doc.querySelector('input')!;
    Object.defineProperty(field, 'files', { value: [new File(['x'], '사진.png', { type: 'image/png' })] });
    // React's listeners on the document from the start of its hydration, capture and bubble alike.
    const seen: string[] = [];
    const react = (e: Event) => seen.push(e.type);
    const types = ['click', 'change'];
    for (const type of types) for (const capture of [true, false]) doc.addEventListener(type, react, capture);
    stop = () => {
      for (const type of types) for (const capture of [true, false]) doc.removeEventListener(type, react, capture);
    };
    field.dispatchEvent(new Event('change', { bubbles: true }));
    tap(button);
    expect(seen).toEqual([]);
    doc.documentElement.setAttribute('data-hydrated', '');
    await settle();
    expect(seen).toEqual(['change', 'change', 'click', 'click']);
  });
});

describe('a tap on a part whose code loads after the page', () => {
  it('waits for that part, not only the page, and is made again once, when its mark has gone', async () => {
    serverPage('<div data-hydrating><ul><li>20:00 컴퓨터실 <button type="button">취소</button></li></ul></div><button>메뉴 열기</button>');
    const [cancel, menu] = doc.querySelectorAll('button');
    const seen: Element[] = [];
    stop = hydrate((e) => seen.push(e.target as Element));
    await settle();
    // The page answers by itself; the card's button does not yet: its tap is held, not lost.
    expect(tap(menu!)).toBe(false);
    expect(tap(cancel!)).toBe(true);
    await settle();
    expect(seen).toEqual([menu]);
    // Its code has run (useHydratingMark takes the mark off): the tap is made, once.
    doc.querySelector('[data-hydrating]')!.removeAttribute('data-hydrating');
    await settle();
    expect(seen).toEqual([menu, cancel]);
    doc.body.setAttribute('data-other', '');
    await settle();
    expect(seen).toEqual([menu, cancel]);
  });

  it('is held from before the page hydrates until the part has too', async () => {
    serverPage('<div data-hydrating><button type="button">다시 시도</button></div>');
    const retry = doc.querySelector('button')!;
    tap(retry);
    const seen: Element[] = [];
    stop = hydrate((e) => seen.push(e.target as Element));
    await settle();
    expect(seen).toEqual([]);
    doc.querySelector('[data-hydrating]')!.removeAttribute('data-hydrating');
    await settle();
    expect(seen).toEqual([retry]);
  });
});
