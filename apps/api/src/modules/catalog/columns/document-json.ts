/** Characters of JSON kept per projection: 64 million, about 64–128 MB as one- or two-byte strings. */
const KEPT_CHARS_LIMIT = 64_000_000;

/**
 * The documents' JSON of one projection by place, kept from a document's second showing on. A JSON
 * text kept at its first showing outlives the young generation and is copied into the old one: at
 * 100,000 events, text searches whose pages each show documents no earlier answer showed promoted
 * about 120 MB of such texts in five seconds, and the old generation's growth started full
 * collections while shoppers waited (ADR 0073). A document shown again (a category's first page,
 * an event on many searches) is kept as before. Kept as text, not bytes: answers are put together as
 * text (see KeptAnswer), and a buffer per document lay outside V8's heap.
 *
 * What is kept is bounded by characters (`limit`). At 100,000 events the storefront's cards come to
 * 140 million characters and whole documents to 463 million; past the bound the kept texts and the
 * showing marks start again from empty, so the documents shown twice from then on are the ones kept.
 */
export class DocumentJson {
  private readonly json: (string | undefined)[];
  private readonly shown: Uint8Array;
  private keptChars = 0;

  constructor(
    size: number,
    private readonly limit = KEPT_CHARS_LIMIT,
  ) {
    this.json = new Array<string | undefined>(size);
    this.shown = new Uint8Array(size);
  }

  /** Document d's JSON, written from `value()` unless kept. */
  of(d: number, value: () => unknown): string {
    const kept = this.json[d];
    if (kept !== undefined) return kept;
    const json = JSON.stringify(value());
    if (this.shown[d] !== 1) {
      this.shown[d] = 1;
    } else if (this.keptChars + json.length <= this.limit) {
      this.json[d] = json;
      this.keptChars += json.length;
    } else {
      this.startAgain();
    }
    return json;
  }

  /** Drops document d's kept JSON (its values changed); it is kept again when next shown. */
  forget(d: number): void {
    const kept = this.json[d];
    if (kept === undefined) return;
    this.json[d] = undefined;
    this.keptChars -= kept.length;
  }

  /** How many characters of JSON are kept. */
  get size(): number {
    return this.keptChars;
  }

  private startAgain(): void {
    this.json.fill(undefined);
    this.shown.fill(0);
    this.keptChars = 0;
  }

  /** Whether document d's JSON is kept. */
  holds(d: number): boolean {
    return this.json[d] !== undefined;
  }
}
