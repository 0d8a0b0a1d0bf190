/**
 * Korean particles as the word before them is read: 은/는, 이/가, 을/를, 과/와, (으)로 follow whether its last
 * sound has a final consonant. Messages write `김하늘은`, never `김하늘은(는)`. Imports nothing.
 */
const particle = (word: string, withFinal: string, withoutFinal: string) => {
  const spoken = word.replace(/[^0-9a-zA-Z가-힣]+$/, '');
  const last = spoken.charCodeAt(spoken.length - 1);
  // A Hangul syllable with a final consonant takes 이/은/을; a digit or letter is read aloud, so guess by sound.
  if (last >= 0xac00 && last <= 0xd7a3) return (last - 0xac00) % 28 ? withFinal : withoutFinal;
  return /[013678lmn]$/i.test(spoken) ? withFinal : withoutFinal;
};

/** `아이디 haneul26은` (은 or 는 as the word is read). */
export const eunNeun = (w: string) => w + particle(w, '은', '는');
export const iGa = (w: string) => w + particle(w, '이', '가');
export const eulReul = (w: string) => w + particle(w, '을', '를');
export const gwaWa = (w: string) => w + particle(w, '과', '와');

/** 으로 or 로 as the word is read: 로 after a vowel and after ㄹ (`031-771-2480으로`, `서울로`, `1번 부스로`). */
export function roOf(w: string): '으로' | '로' {
  const spoken = w.replace(/[^0-9a-zA-Z가-힣]+$/, '');
  const last = spoken.charCodeAt(spoken.length - 1);
  if (last >= 0xac00 && last <= 0xd7a3) {
    const final = (last - 0xac00) % 28;
    return final && final !== 8 ? '으로' : '로';
  }
  // Read aloud: 영, 삼, 육 and m, n end in a consonant other than ㄹ.
  return /[036mn]$/i.test(spoken) ? '으로' : '로';
}
export const euroRo = (w: string) => w + roOf(w);
