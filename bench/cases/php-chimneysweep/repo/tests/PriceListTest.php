<?php

declare(strict_types=1);

namespace Sweep\Tests;

use PHPUnit\Framework\TestCase;
use Sweep\Appliance;
use Sweep\PriceList;

final class PriceListTest extends TestCase
{
    public function testFluePrices(): void
    {
        $prices = PriceList::standard();
        $this->assertSame(6500, $prices->flue(Appliance::WoodBurner));
        $this->assertSame(8000, $prices->flue(Appliance::RangeCooker));
    }

    public function testMileageOnlyPastTheFreeRadiusBothWays(): void
    {
        $prices = PriceList::standard();
        $this->assertSame(0, $prices->mileage(10));
        $this->assertSame(2 * 4 * 45, $prices->mileage(14));
    }

    public function testMissingPriceIsAnError(): void
    {
        $prices = new PriceList(['open fire' => 5000], 900, 10, 45, 20);
        $this->expectException(\DomainException::class);
        $prices->flue(Appliance::RangeCooker);
    }
}
