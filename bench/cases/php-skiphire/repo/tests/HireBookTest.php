<?php

declare(strict_types=1);

use Kernow\Skiphire\HireBook;
use PHPUnit\Framework\TestCase;

final class HireBookTest extends TestCase
{
    public function testReadsTheExport(): void
    {
        $hires = HireBook::fromCsv(Fixtures::BOOK);
        self::assertCount(5, $hires);
        self::assertSame('K-1042', $hires[1]->ref);
        self::assertTrue($hires[1]->onRoad);
        self::assertSame(2650, $hires[1]->weightKg);
        self::assertNull($hires[4]->collected);
        self::assertNull($hires[4]->weightKg);
    }

    public function testMissingColumn(): void
    {
        $this->expectExceptionMessage('hire book without column(s): weight_kg');
        HireBook::fromCsv("ref,size,delivered,collected,road\nK-1,mini,2026-09-01,,no\n");
    }

    public function testShortLine(): void
    {
        $this->expectExceptionMessage('line 3: 5 fields for 6 columns');
        HireBook::fromCsv("ref,size,delivered,collected,road,weight_kg\nK-1,mini,2026-09-01,,no,\nK-2,mini,2026-09-01,,no\n");
    }
}
