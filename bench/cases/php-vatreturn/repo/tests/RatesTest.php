<?php

declare(strict_types=1);

use Tally\Vat\Rates;
use PHPUnit\Framework\TestCase;

final class RatesTest extends TestCase
{
    public function testBands(): void
    {
        self::assertSame(2000, Rates::vatOn(10000, 'standard'));
        self::assertSame(500, Rates::vatOn(10000, 'reduced'));
        self::assertSame(0, Rates::vatOn(10000, 'zero'));
    }

    public function testRoundsDownToThePenny(): void
    {
        self::assertSame(246, Rates::vatOn(1234, 'standard'));
        self::assertSame(61, Rates::vatOn(1239, 'reduced'));
    }

    public function testUnknownBand(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Rates::vatOn(100, 'luxury');
    }
}
