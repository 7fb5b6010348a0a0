<?php

declare(strict_types=1);

namespace Tuckshop\Tests;

use PHPUnit\Framework\TestCase;
use Tuckshop\Basket;
use Tuckshop\Pricing;

final class PricingTest extends TestCase
{
    private Pricing $pricing;

    protected function setUp(): void
    {
        $this->pricing = new Pricing(Fixtures::catalogue());
    }

    public function testPlainBasket(): void
    {
        $quote = $this->pricing->quote((new Basket())->add('S01', 2)->add('D01'));
        $this->assertSame(160, $quote->subtotal);
        $this->assertSame(0, $quote->discount);
        $this->assertSame(160, $quote->total());
        $this->assertSame(
            ['code' => 'S01', 'name' => 'Ready salted crisps', 'quantity' => 2, 'unit' => 50, 'total' => 100],
            $quote->lines[0],
        );
    }

    public function testMealDeal(): void
    {
        // toastie 1.60 + orange juice 0.80 + fruit pot 0.90 = 3.30 for 2.50
        $quote = $this->pricing->quote((new Basket())->add('H01')->add('D02')->add('F03'));
        $this->assertSame(330, $quote->subtotal);
        $this->assertSame(1, $quote->mealDeals);
        $this->assertSame(80, $quote->discount);
        $this->assertSame(250, $quote->total());
    }

    public function testNoDealWhenCheaperSeparately(): void
    {
        // pasta 1.50 + milk 0.50 + apple 0.30 = 2.30
        $quote = $this->pricing->quote((new Basket())->add('H03')->add('D03')->add('F01'));
        $this->assertSame(0, $quote->mealDeals);
        $this->assertSame(230, $quote->total());
    }

    public function testTwoDealsPairDearestItems(): void
    {
        // deal 1: jacket 1.80 + juice 0.80 + fruit pot 0.90 = 3.50, saves 1.00
        // deal 2: toastie 1.60 + water 0.60 + apple 0.30 = 2.50, saves nothing: not a deal
        $basket = (new Basket())->add('H01')->add('H02')->add('D01')->add('D02')->add('F01')->add('F03');
        $quote = $this->pricing->quote($basket);
        $this->assertSame(600, $quote->subtotal);
        $this->assertSame(1, $quote->mealDeals);
        $this->assertSame(100, $quote->discount);
    }
}
