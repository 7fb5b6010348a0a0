<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Quote;
use Insulation\QuoteLine;
use PHPUnit\Framework\TestCase;

final class QuoteTest extends TestCase
{
    private function quote(int $vatPercent): Quote
    {
        return new Quote(
            'Q-7',
            [
                new QuoteLine('Mineral wool roll 100 mm', 6, 'roll', 2450),
                new QuoteLine('Mineral wool roll 170 mm', 9, 'roll', 2690),
            ],
            7.5,
            3200,
            $vatPercent,
            270,
            0.154,
        );
    }

    public function testTotalsZeroRated(): void
    {
        $quote = $this->quote(0);
        self::assertSame(38910, $quote->materialsPence());
        self::assertSame(24000, $quote->labourPence());
        self::assertSame(62910, $quote->netPence());
        self::assertSame(0, $quote->vatPence());
        self::assertSame(62910, $quote->totalPence());
    }

    public function testStandardRate(): void
    {
        $quote = $this->quote(20);
        self::assertSame(12582, $quote->vatPence());
        self::assertSame(75492, $quote->totalPence());
    }
}
