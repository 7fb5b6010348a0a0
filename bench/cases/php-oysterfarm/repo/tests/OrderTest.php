<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Grade;
use Oysterfarm\Invoice;
use Oysterfarm\Money;
use Oysterfarm\Order;
use Oysterfarm\PriceList;
use PHPUnit\Framework\TestCase;

final class OrderTest extends TestCase
{
    public function testSmallRetailOrderPaysDelivery(): void
    {
        $order = (new Order('The Anchor, Beaumaris'))->add(Grade::Two, 3)->add(Grade::Three, 2);
        $prices = PriceList::standard();

        self::assertSame(5, $order->dozens());
        self::assertSame(7000, $order->subtotal($prices));
        self::assertSame(0, $order->discount($prices));
        self::assertSame(850, $order->delivery());
        self::assertSame(7850, $order->total($prices));
    }

    public function testTradeDiscountFromTwentyDozen(): void
    {
        $prices = PriceList::standard();
        $order = (new Order('Menai Seafoods', trade: true))->add(Grade::Two, 12)->add(Grade::Four, 7);

        self::assertSame(0, $order->discount($prices));

        $order->add(Grade::Four, 1);
        self::assertSame(26000, $order->subtotal($prices));
        self::assertSame(2600, $order->discount($prices));
        self::assertSame(0, $order->delivery());
        self::assertSame(23400, $order->total($prices));
    }

    public function testSameGradeIsMerged(): void
    {
        $order = (new Order('Bistro Môr'))->add(Grade::One, 2)->add(Grade::Three, 1)->add(Grade::One, 1);

        self::assertSame(['1' => 3, '3' => 1], $order->lines());
    }

    public function testNoPriceForGradeFive(): void
    {
        $order = (new Order('Bistro Môr'))->add(Grade::Five, 2);

        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('No. 5 oysters are not on the price list');
        $order->subtotal(PriceList::standard());
    }

    public function testMoney(): void
    {
        self::assertSame('£0.05', Money::format(5));
        self::assertSame('£1,234.50', Money::format(123450));
        self::assertSame('-£26.00', Money::format(-2600));
        self::assertSame(117, Money::percent(1165, 10));
        self::assertSame(116, Money::percent(1164, 10));
    }

    public function testInvoice(): void
    {
        $order = (new Order('Menai Seafoods', trade: true))->add(Grade::Two, 12)->add(Grade::Four, 8);
        $expected = <<<'TXT'
            Invoice 2024-117 for Menai Seafoods

            No. 2   12 doz @   £15.00    £180.00
            No. 4    8 doz @   £10.00     £80.00

            Subtotal                         £260.00
            Trade discount                   -£26.00
            Delivery                            free
            Total                            £234.00

            TXT;

        self::assertSame($expected, (new Invoice(PriceList::standard()))->render($order, '2024-117'));
    }
}
