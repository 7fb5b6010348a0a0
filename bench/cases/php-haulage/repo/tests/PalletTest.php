<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\Pallet;
use Haulage\PalletType;
use PHPUnit\Framework\TestCase;

final class PalletTest extends TestCase
{
    public function testLimits(): void
    {
        self::assertSame(1000, PalletType::Full->maxWeightKg());
        self::assertSame(150, PalletType::Micro->maxWeightKg());
        self::assertSame(1.1, PalletType::Half->maxHeightM());
        self::assertSame('Quarter pallet', PalletType::Quarter->label());
    }

    public function testSmallestTypeForTheGoods(): void
    {
        self::assertSame(PalletType::Micro, PalletType::smallestFor(120, 0.5));
        self::assertSame(PalletType::Quarter, PalletType::smallestFor(200, 0.5));
        self::assertSame(PalletType::Half, PalletType::smallestFor(120, 1.0));
        self::assertSame(PalletType::Full, PalletType::smallestFor(720, 1.6));
    }

    public function testTooBigForAnyPallet(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        PalletType::smallestFor(1200, 1.2);
    }

    public function testOverweightPalletIsRefused(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage('Half pallet of 620 kg is over its 500 kg limit');
        new Pallet(PalletType::Half, 620, 1.0);
    }

    public function testTooTallPalletIsRefused(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Pallet(PalletType::Quarter, 100, 1.0);
    }

    public function testFittedPicksTheCheapestType(): void
    {
        $pallet = Pallet::fitted(300, 0.9);
        self::assertSame(PalletType::Half, $pallet->type);
        self::assertSame(300, $pallet->weightKg);
    }
}
