<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\PalletType;
use Haulage\RateCard;
use PHPUnit\Framework\TestCase;

final class RateCardTest extends TestCase
{
    public function testPricesByDeliveryZone(): void
    {
        $rates = new RateCard();
        self::assertSame(6500, $rates->price(PalletType::Full, 1));
        self::assertSame(11200, $rates->price(PalletType::Full, 3));
        self::assertSame(5900, $rates->price(PalletType::Half, 2));
        self::assertSame(7900, $rates->price(PalletType::Micro, 4));
    }

    public function testSmallerPalletsAreCheaperInEveryZone(): void
    {
        $rates = new RateCard();
        foreach ([1, 2, 3, 4] as $zone) {
            self::assertLessThan($rates->price(PalletType::Full, $zone), $rates->price(PalletType::Half, $zone));
            self::assertLessThan($rates->price(PalletType::Half, $zone), $rates->price(PalletType::Quarter, $zone));
            self::assertLessThan($rates->price(PalletType::Quarter, $zone), $rates->price(PalletType::Micro, $zone));
        }
    }

    public function testUnknownZone(): void
    {
        $this->expectException(\OutOfRangeException::class);
        (new RateCard())->price(PalletType::Full, 5);
    }
}
