<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Catalogue;
use Fishmonger\Order;
use Fishmonger\OrderLine;
use Fishmonger\Preparation;
use Fishmonger\Pricing;
use Fishmonger\Receipt;
use PHPUnit\Framework\TestCase;

final class ReceiptTest extends TestCase
{
    public function testCounterReceipt(): void
    {
        $order = (new Order('Mrs Pryce', new \DateTimeImmutable('2025-03-14')))
            ->add(new OrderLine('COD', 1.0))
            ->add(new OrderLine('HAD', 0.5, Preparation::FILLETED));
        $bill = (new Pricing(Catalogue::standard()))->priceOrder($order);

        $expected = <<<'TXT'
                        Harbour Street Fish
            Order for Mrs Pryce, collection Fri 14 Mar
            --------------------------------------------
            Cod                                   £18.90
              1.000 kg @ £18.90/kg
            Haddock, filleted                     £22.13
              1.250 kg @ £16.50/kg
            --------------------------------------------
            Goods                                 £41.03
            Total                                 £41.03

            TXT;
        $this->assertSame($expected, (new Receipt())->render($bill));
    }

    public function testTradeDeliveryReceipt(): void
    {
        $order = (new Order('The Anchor', new \DateTimeImmutable('2025-03-15'), trade: true, delivered: true))
            ->add(new OrderLine('HKE', 1.0, Preparation::SKINNED));
        $bill = (new Pricing(Catalogue::standard()))->priceOrder($order);

        $expected = <<<'TXT'
                        Harbour Street Fish
            Order for The Anchor, delivery Sat 15 Mar
            --------------------------------------------
            Hake, skinned fillets                 £38.23
              2.420 kg @ £14.20/kg
            --------------------------------------------
            Goods                                 £38.23
            Trade discount 5%                     -£1.91
            Delivery                               £4.50
            Total                                 £40.82

            TXT;
        $this->assertSame($expected, (new Receipt())->render($bill));
    }
}
