/** Min-heap of sites by key, ties to the lower site index, so every selection is deterministic. */
export class SiteHeap {
  private readonly sites: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.sites.length;
  }

  push(site: number, key: number): void {
    this.sites.push(site);
    this.keys.push(key);
    let i = this.sites.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.isBefore(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** The first site and its key, without removing it. */
  peek(): { site: number; key: number } | undefined {
    return this.sites.length === 0 ? undefined : { site: this.sites[0]!, key: this.keys[0]! };
  }

  pop(): { site: number; key: number } | undefined {
    const top = this.peek();
    if (!top) return undefined;
    const lastSite = this.sites.pop()!,
      lastKey = this.keys.pop()!;
    if (this.sites.length > 0) {
      this.sites[0] = lastSite;
      this.keys[0] = lastKey;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1,
          r = l + 1;
        let best = i;
        if (l < this.sites.length && this.isBefore(l, best)) best = l;
        if (r < this.sites.length && this.isBefore(r, best)) best = r;
        if (best === i) break;
        this.swap(i, best);
        i = best;
      }
    }
    return top;
  }

  private isBefore(a: number, b: number): boolean {
    return this.keys[a]! < this.keys[b]! || (this.keys[a] === this.keys[b] && this.sites[a]! < this.sites[b]!);
  }

  private swap(a: number, b: number): void {
    [this.sites[a], this.sites[b]] = [this.sites[b]!, this.sites[a]!];
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
  }
}
