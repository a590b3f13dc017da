import type { Product } from '../features/shop/api/get-products';
import type { Order } from '../features/orders/api/get-orders';
import type { Responder } from './mock-fetch';

/** A voucher as POST /api/get_products answers it (the shop contract's ProductView). */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 1,
    title: 'Amazon Pay Gift Card',
    sub_title: 'Amazon Pay Gift Card e-voucher, delivered instantly',
    category: 'Shopping',
    thumb_img: 'shopping',
    price: 300,
    currency_type: 'INR',
    quantity: 12,
    btn_text: 'Redeem',
    denomination: '100,250,500',
    expires_in: '12 months',
    coupon_type: 'code',
    coupon_details: 'A digital voucher.',
    how_to_redeem: '1. Copy the code.\n2. Apply it at checkout.',
    terms_and_conditions: 'Valid once per code.',
    redeem_link: '',
    denominations: [
      { value: 100, price: 300, quantity: 5 },
      { value: 250, price: 700, quantity: 4 },
      { value: 500, price: 1400, quantity: 3 },
    ],
    ...overrides,
  };
}

interface ProductsAnswer {
  products?: Product[];
  total_count?: number;
  min_price?: number;
  max_price?: number;
  categories?: string[];
}

/** A get_products route; the catalog's filter defaults to 100–2,000 coins over three categories. */
export function productsRoute({
  products = [sampleProduct()],
  total_count = products.length,
  min_price = 100,
  max_price = 2000,
  categories = ['Food', 'Gaming', 'Shopping'],
}: ProductsAnswer = {}): Responder {
  return () => ({
    body: {
      status: 'S',
      products,
      total_count,
      filter: {
        min_price,
        max_price,
        catagory_data: categories.map((name) => ({ categories: name })),
      },
    },
  });
}

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: '9f1c2d3e-0000-4000-8000-000000000001',
    name: 'Amazon Pay Gift Card',
    face_value: 100,
    thumb_img: 'shopping',
    crt_on: '2025-03-12T04:35:00.000Z',
    expiryAndValidity: '12 months',
    price: 300,
    purchase_stat: 'Completed',
    voucher_code: 'AMZN-1234-WXYZ',
    redeem_link: '',
    ...overrides,
  };
}
