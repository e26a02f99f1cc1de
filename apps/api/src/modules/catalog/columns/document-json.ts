/**
 * The documents' JSON of one projection by place, kept from a document's second showing on. A JSON
 * text kept at its first showing outlives the young generation and is copied into the old one: at
 * 100,000 events, text searches whose pages each show documents no earlier answer showed promoted
 * about 120 MB of such texts in five seconds, and the old generation's growth started full
 * collections while shoppers waited (ADR 0073). A document shown again (a category's first page,
 * an event on many searches) is kept as before. Kept as text, not bytes: answers are put together as
 * text (see KeptAnswer), and a buffer per document lay outside V8's heap.
 */
export class DocumentJson {
  private readonly json: (string | undefined)[];
  private readonly shown: Uint8Array;

  constructor(size: number) {
    this.json = new Array<string | undefined>(size);
    this.shown = new Uint8Array(size);
  }

  /** Document d's JSON, written from `value()` unless kept. */
  of(d: number, value: () => unknown): string {
    const kept = this.json[d];
    if (kept !== undefined) return kept;
    const json = JSON.stringify(value());
    if (this.shown[d] === 1) this.json[d] = json;
    else this.shown[d] = 1;
    return json;
  }

  /** Drops document d's kept JSON (its values changed); it is kept again when next shown. */
  forget(d: number): void {
    this.json[d] = undefined;
  }

  /** Whether document d's JSON is kept. */
  holds(d: number): boolean {
    return this.json[d] !== undefined;
  }
}
