/** What Yappy needs to ask a customer to pay an order (PRODUCT.md §11). */
export interface YappyOrderRequest {
  orderId: string;
  amountCents: number;
  /** The customer's Yappy number: its 8 digits, without +507. */
  aliasYappy: string;
  /** Where Yappy sends the order's outcome. */
  ipnUrl: string;
}

/** Yappy's answer: the numbers its button and app know the order by. */
export interface YappyOrderCreated {
  transactionId: string;
  token: string;
  documentName: string;
}

/** Creates orders at Yappy; chosen by configuration (the sandbox outside production, Yappy's API). */
export interface YappyProvider {
  readonly name: 'sandbox' | 'yappy';
  createOrder(order: YappyOrderRequest): Promise<YappyOrderCreated>;
}

/** Yappy could not be reached, or answered something other than its documented success. */
export class YappyUnavailableError extends Error {}
