<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Towpath\Canal\Boat;
use Towpath\Canal\LicenceTariff;

final class LicenceTariffTest extends TestCase
{
    public function testAnnualFeeByBand(): void
    {
        $tariff = new LicenceTariff();
        $this->assertSame(116800, $tariff->annualFee(Fixtures::kingfisher()));
        $this->assertSame(72400, $tariff->annualFee(Fixtures::dabchick()));
        $this->assertSame(61300, $tariff->annualFee(new Boat('Dinghy', '3', 4.5, 1.5)));
        $this->assertSame(139000, $tariff->annualFee(new Boat('Tug', '4', 21.0, 2.1)));
    }

    public function testBandEdgesBelongToTheBandAbove(): void
    {
        $tariff = new LicenceTariff();
        $this->assertSame(94600, $tariff->annualFee(new Boat('Ten', '5', 10.0, 2.0)));
        $this->assertSame('10-12 m', $tariff->band(new Boat('Ten', '5', 10.0, 2.0)));
    }

    public function testWidebeamSurcharge(): void
    {
        $this->assertSame(140690, (new LicenceTariff())->annualFee(Fixtures::wideAwake()));
    }

    public function testShorterLicences(): void
    {
        $tariff = new LicenceTariff();
        $this->assertSame(116800, $tariff->fee(Fixtures::kingfisher(), 12));
        $this->assertSame(64240, $tariff->fee(Fixtures::kingfisher(), 6));
        $this->assertSame(35040, $tariff->fee(Fixtures::kingfisher(), 3));
    }

    public function testNoSuchPeriod(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new LicenceTariff())->fee(Fixtures::kingfisher(), 9);
    }

    public function testBandNames(): void
    {
        $tariff = new LicenceTariff();
        $this->assertSame('15-18 m', $tariff->band(Fixtures::kingfisher()));
        $this->assertSame('0-6 m', $tariff->band(new Boat('Dinghy', '3', 4.5, 1.5)));
        $this->assertSame('21 m and over', $tariff->band(new Boat('Tug', '4', 21.0, 2.1)));
    }
}
