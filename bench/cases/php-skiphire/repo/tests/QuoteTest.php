<?php

declare(strict_types=1);

use Kernow\Skiphire\Hire;
use Kernow\Skiphire\HireBook;
use Kernow\Skiphire\Money;
use Kernow\Skiphire\Quote;
use PHPUnit\Framework\TestCase;

final class QuoteTest extends TestCase
{
    /** @return array<string, Hire> */
    private function hires(): array
    {
        $byRef = [];
        foreach (HireBook::fromCsv(Fixtures::BOOK) as $hire) {
            $byRef[$hire->ref] = $hire;
        }
        return $byRef;
    }

    public function testAWeekWithinTheWeight(): void
    {
        self::assertSame(['Mini skip (2 yd)' => 14500], Quote::lines($this->hires()['K-1041']));
    }

    public function testExtraDaysPermitAndOverweight(): void
    {
        self::assertSame([
            'Builders skip (6 yd)' => 24500,
            '3 extra days' => 3600,
            'Road permit' => 4500,
            'Overweight 450 kg' => 9000,
        ], Quote::lines($this->hires()['K-1042']));
    }

    public function testOverweightIsChargedPerStartedHundredKilos(): void
    {
        $lines = Quote::lines($this->hires()['K-1043']);
        self::assertSame(1800, $lines['Overweight 10 kg']);
        self::assertSame('£313.00', Money::format(Quote::total($this->hires()['K-1043'])));
    }

    public function testExactlyTheIncludedWeight(): void
    {
        self::assertSame(24000, Quote::total($this->hires()['K-1044']));
    }

    public function testOpenHireQuotedToADate(): void
    {
        $lines = Quote::lines($this->hires()['K-1045'], new \DateTimeImmutable('2026-09-22'));
        self::assertSame(['Builders skip (6 yd)' => 24500, '2 extra days' => 2400], $lines);
    }

    public function testOverloadedSkip(): void
    {
        $this->expectExceptionMessage('K-9: 2100 kg is more than a mini skip may hold');
        Quote::lines(new Hire('K-9', 'mini', new \DateTimeImmutable('2026-09-01'), new \DateTimeImmutable('2026-09-02'), false, 2100));
    }

    public function testMoney(): void
    {
        self::assertSame('£1,234.05', Money::format(123405));
        self::assertSame('-£0.50', Money::format(-50));
    }
}
