<?php

declare(strict_types=1);

use Hillside\Orchard\Ledger;
use PHPUnit\Framework\TestCase;

final class LedgerTest extends TestCase
{
    private const DAY = <<<TXT
        # row 12 and 13, morning
        Ana 12 Braeburn 17.5
        Ben 12 Braeburn 18.0
        Ana 13 Gala 16.0
        Cai 13 Gala 9.5
        Ben 13 Gala 15.5
        TXT;

    public function testByPicker(): void
    {
        $this->assertSame([
            ['picker' => 'Ana', 'bins' => 2, 'kg' => 33.5],
            ['picker' => 'Ben', 'bins' => 2, 'kg' => 33.5],
            ['picker' => 'Cai', 'bins' => 1, 'kg' => 9.5],
        ], Ledger::fromText(self::DAY)->byPicker());
    }

    public function testByVariety(): void
    {
        $this->assertSame(['Braeburn' => 35.5, 'Gala' => 41.0], Ledger::fromText(self::DAY)->byVariety());
    }

    public function testTotal(): void
    {
        $ledger = Ledger::fromText(self::DAY);
        $this->assertSame(5, $ledger->count());
        $this->assertEqualsWithDelta(76.5, $ledger->totalKg(), 1e-9);
    }
}
