export class CardError extends Error {
  constructor(message, code) {
    super(message);
    this.name = this.constructor.name;
    this.code = code;
  }
}

export class UnknownCardError extends CardError {}
export class InsufficientBalanceError extends CardError {}
export class InvalidAmountError extends CardError {}
