/** A refusal the server gave to a billing call, with its i18n key (errors:billing.*): an answer to show, not a crash. */
export class BillingRefusal extends Error {
  readonly key: string;
  constructor(key: string) {
    super(key);
    this.name = 'BillingRefusal';
    this.key = key;
  }
}
