<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Catalogue;
use Fishmonger\Order;
use Fishmonger\OrderLine;
use Fishmonger\Preparation;
use Fishmonger\Pricing;
use PHPUnit\Framework\TestCase;

final class PricingTest extends TestCase
{
    private Pricing $pricing;

    protected function setUp(): void
    {
        $this->pricing = new Pricing(Catalogue::standard());
    }

    private function order(bool $trade = false, bool $delivered = false): Order
    {
        return new Order('Mrs Pryce', new \DateTimeImmutable('2025-03-14'), $trade, $delivered);
    }

    public function testWholeFishAtBoardPrice(): void
    {
        $priced = $this->pricing->priceLine(new OrderLine('COD', 1.0));
        $this->assertEqualsWithDelta(1.0, $priced->chargedKg, 1e-9);
        $this->assertSame(1890, $priced->fish->pence);
        $this->assertSame(0, $priced->preparation->pence);
    }

    public function testFilletsChargedOnWholeWeight(): void
    {
        // 500 g of haddock fillet takes 1.25 kg of whole fish
        $priced = $this->pricing->priceLine(new OrderLine('HAD', 0.5, Preparation::FILLETED));
        $this->assertEqualsWithDelta(1.25, $priced->chargedKg, 1e-9);
        $this->assertSame(2063, $priced->fish->pence);
        $this->assertSame(150, $priced->preparation->pence);
        $this->assertSame(2213, $priced->total()->pence);
    }

    public function testChargedWeightRoundedUpToScale(): void
    {
        $gutted = $this->pricing->priceLine(new OrderLine('MAC', 0.6, Preparation::GUTTED));
        $this->assertEqualsWithDelta(0.685, $gutted->chargedKg, 1e-9);
        $this->assertSame(644, $gutted->total()->pence);
        $skinned = $this->pricing->priceLine(new OrderLine('SAL', 0.4, Preparation::SKINNED));
        $this->assertEqualsWithDelta(0.725, $skinned->chargedKg, 1e-9);
        $this->assertSame(1675, $skinned->total()->pence);
    }

    public function testCounterOrder(): void
    {
        $order = $this->order()
            ->add(new OrderLine('COD', 1.0))
            ->add(new OrderLine('HAD', 0.5, Preparation::FILLETED));
        $bill = $this->pricing->priceOrder($order);
        $this->assertSame(4103, $bill->goods->pence);
        $this->assertSame(0, $bill->discount->pence);
        $this->assertSame(0, $bill->delivery->pence);
        $this->assertSame(4103, $bill->total()->pence);
        $this->assertEqualsWithDelta(2.25, $bill->wholeWeightKg(), 1e-9);
    }

    public function testTradeDiscount(): void
    {
        $order = $this->order(trade: true)
            ->add(new OrderLine('COD', 2.0))
            ->add(new OrderLine('MAC', 0.6, Preparation::GUTTED));
        $bill = $this->pricing->priceOrder($order);
        $this->assertSame(4424, $bill->goods->pence);
        $this->assertSame(5.0, $bill->discountPercent);
        $this->assertSame(221, $bill->discount->pence);
        $this->assertSame(4203, $bill->total()->pence);
    }

    public function testDeliveryFreeFromFortyPoundsAfterDiscount(): void
    {
        $small = $this->order(delivered: true)->add(new OrderLine('HKE', 1.0));
        $this->assertSame(1420 + 450, $this->pricing->priceOrder($small)->total()->pence);

        // £41.08 of goods is £39.03 once the trade discount is off
        $trade = $this->order(trade: true, delivered: true)
            ->add(new OrderLine('COD', 1.0))
            ->add(new OrderLine('LEM', 1.26));
        $bill = $this->pricing->priceOrder($trade);
        $this->assertSame(4108, $bill->goods->pence);
        $this->assertSame(450, $bill->delivery->pence);

        $this->assertTrue($this->pricing->deliveryCharge($trade, \Fishmonger\Money::pence(4000))->isZero());
    }

    public function testEmptyOrder(): void
    {
        $this->expectException(\LogicException::class);
        $this->pricing->priceOrder($this->order());
    }

    public function testSpokenWeights(): void
    {
        $order = $this->order()->addSpoken('SAL', '1lb 4oz', Preparation::FILLETED);
        $bill = $this->pricing->priceOrder($order);
        // 567 g of fillet at 60 % yield needs 945 g of salmon
        $this->assertEqualsWithDelta(0.945, $bill->lines[0]->chargedKg, 1e-9);
        $this->assertSame(2032 + 113, $bill->total()->pence);
    }
}
