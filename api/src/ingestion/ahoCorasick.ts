import { FOLD_CODE } from '../text.js';

/**
 * Aho–Corasick over UTF-16 code units: every pattern found in one pass over the text, overlaps included.
 * Hand-written because the npm packages tried were grapheme-aware and too slow for the benchmark goal (the
 * texts are already normalised, so code units are enough).
 */
/** Characters of a pattern's context kept for whole-word checks (a power of two, longer than any rule text). */
const HISTORY = 1024;

export interface AcMatch {
  pattern: number;
  start: number;
  end: number;
}

export class AhoCorasick {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Patterns ending exactly at each node. */
  private readonly out: number[][] = [[]];
  /** Nearest node on the failure chain that has patterns (-1: none), so reporting skips empty nodes. */
  private readonly outLink: number[] = [-1];
  private readonly lengths: number[];

  constructor(patterns: readonly string[]) {
    this.lengths = patterns.map((p) => p.length);
    patterns.forEach((p, index) => {
      if (!p) return;
      let node = 0;
      for (let i = 0; i < p.length; i += 1) {
        const c = p.charCodeAt(i);
        let child = this.next[node].get(c);
        if (child === undefined) {
          child = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.outLink.push(-1);
          this.next[node].set(c, child);
        }
        node = child;
      }
      this.out[node].push(index);
    });
    // Breadth-first: a node's failure is the longest proper suffix of its path that is also a path.
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q += 1) {
      const node = queue[q];
      for (const [c, child] of this.next[node]) {
        let f = this.fail[node];
        while (f !== 0 && !this.next[f].has(c)) f = this.fail[f];
        const target = this.next[f].get(c);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        const fc = this.fail[child];
        this.outLink[child] = this.out[fc].length ? fc : this.outLink[fc];
        queue.push(child);
      }
    }
  }

  /** Transitions of every node for ASCII input with failures resolved (a DFA): one array read per character. */
  private ascii: Int32Array | null = null;

  private buildAscii(): Int32Array {
    const size = this.next.length;
    const delta = new Int32Array(size * 128);
    const order: number[] = [0];
    for (let q = 0; q < order.length; q += 1) for (const child of this.next[order[q]].values()) order.push(child);
    for (const node of order) {
      for (let c = 0; c < 128; c += 1) {
        const child = this.next[node].get(c);
        delta[node * 128 + c] = child !== undefined ? child : node === 0 ? 0 : delta[this.fail[node] * 128 + c];
      }
    }
    return delta;
  }

  /** Calls `found` for every occurrence of every pattern. */
  scan(text: string, found: (pattern: number, start: number, end: number) => void): void {
    const delta = (this.ascii ??= this.buildAscii());
    const { next, fail, out, outLink, lengths } = this;
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        state = delta[state * 128 + c];
      } else {
        let to = next[state].get(c);
        while (to === undefined && state !== 0) {
          state = fail[state];
          to = next[state].get(c);
        }
        state = to ?? 0;
      }
      if (out[state].length === 0 && outLink[state] < 0) continue;
      for (let n = out[state].length ? state : outLink[state]; n > 0; n = outLink[n]) {
        for (const p of out[n]) found(p, i + 1 - lengths[p], i + 1);
      }
    }
  }

  /**
   * Scans `text` as normalizeText would see it (lower case, accents removed, whitespace runs as one space, trimmed)
   * without building that string: each code unit is folded by table look-up on the way. Reports each occurrence
   * with the folded characters just before and after it (-1 at the edges), for whole-word checks.
   */
  scanFolded(text: string, found: (pattern: number, before: number, after: number) => void): void {
    const delta = (this.ascii ??= this.buildAscii());
    const { out, outLink, lengths, history, pending } = this;
    const mask = HISTORY - 1;
    let pos = 0;
    let state = 0;
    let pendingSpace = false;
    let nPending = 0;
    let i = 0;
    let extra = ''; // a character that folds to several, being fed one by one
    let k = 0;
    for (;;) {
      let code: number;
      if (k < extra.length) {
        code = extra.charCodeAt(k);
        k += 1;
      } else {
        if (i >= text.length) break;
        const c = text.charCodeAt(i);
        i += 1;
        const f = c < FOLD_CODE.length ? FOLD_CODE[c] : -1;
        if (f === 0) continue;
        if (f === -1) {
          const folded = text.charAt(i - 1).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
          extra = /^\s+$/.test(folded) ? ' ' : folded;
          k = 0;
          continue;
        }
        code = f;
      }
      if (code === 32) {
        pendingSpace = pos > 0;
        continue;
      }
      // Emit the pending space (if any), then the character.
      for (let round = pendingSpace ? 0 : 1; round < 2; round += 1) {
        const emitted = round === 0 ? 32 : code;
        if (nPending) {
          for (let q = 0; q < nPending; q += 1) {
            const p = pending[q];
            found(p, pos > lengths[p] ? history[(pos - lengths[p] - 1) & mask] : -1, emitted);
          }
          nPending = 0;
        }
        history[pos & mask] = emitted;
        pos += 1;
        state = emitted < 128 ? delta[state * 128 + emitted] : this.step(state, emitted);
        if (out[state].length === 0 && outLink[state] < 0) continue;
        for (let n = out[state].length ? state : outLink[state]; n > 0; n = outLink[n]) {
          for (const p of out[n]) if (nPending < pending.length) pending[nPending++] = p;
        }
      }
      pendingSpace = false;
    }
    for (let q = 0; q < nPending; q += 1) {
      const p = pending[q];
      found(p, pos > lengths[p] ? history[(pos - lengths[p] - 1) & mask] : -1, -1);
    }
  }

  /** Reused by scanFolded (one scan at a time: JavaScript runs one at a time). */
  private readonly history = new Int32Array(HISTORY);
  private readonly pending = new Int32Array(4096);

  private step(state: number, code: number): number {
    let s = state;
    let to = this.next[s].get(code);
    while (to === undefined && s !== 0) {
      s = this.fail[s];
      to = this.next[s].get(code);
    }
    return to ?? 0;
  }

  search(text: string): AcMatch[] {
    const hits: AcMatch[] = [];
    this.scan(text, (pattern, start, end) => hits.push({ pattern, start, end }));
    return hits;
  }
}
