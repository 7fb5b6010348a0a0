<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues\Tests;

use Harbourmaster\Quaydues\DuesCalculator;
use Harbourmaster\Quaydues\Stay;
use Harbourmaster\Quaydues\Vessel;
use PHPUnit\Framework\TestCase;

final class DuesCalculatorTest extends TestCase
{
    private DuesCalculator $dues;
    private Vessel $kittiwake;

    protected function setUp(): void
    {
        $this->dues = new DuesCalculator();
        $this->kittiwake = new Vessel('Kittiwake', 9.4, 3.2);
    }

    public function testHighSeasonNights(): void
    {
        $stay = Stay::of($this->kittiwake, '2025-07-01', '2025-07-04');
        self::assertSame(3 * 320 * 10, $this->dues->duesPence($stay));
    }

    public function testLowSeasonNight(): void
    {
        $stay = Stay::of($this->kittiwake, '2025-11-14', '2025-11-15');
        self::assertSame(210 * 10, $this->dues->duesPence($stay));
    }

    public function testLastNightOfTheSeason(): void
    {
        $stay = Stay::of($this->kittiwake, '2025-09-30', '2025-10-01');
        self::assertSame(320 * 10, $this->dues->duesPence($stay));
    }

    public function testSeventhNightIsFree(): void
    {
        $stay = Stay::of($this->kittiwake, '2025-08-01', '2025-08-08');
        self::assertSame(6 * 320 * 10, $this->dues->duesPence($stay));
        $fortnight = Stay::of($this->kittiwake, '2025-08-01', '2025-08-16');
        self::assertSame(13 * 320 * 10, $this->dues->duesPence($fortnight));
    }

    public function testReceipt(): void
    {
        $stay = Stay::of($this->kittiwake, '2025-07-01', '2025-07-04');
        self::assertSame([
            'Kittiwake, 9.4 m (10 m charged)',
            '1 Jul to 4 Jul, 3 nights',
            'Dues £96.00',
        ], $this->dues->receipt($stay));
    }
}
