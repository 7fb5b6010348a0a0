<?php

declare(strict_types=1);

use Harbour\Bookings\Reference;
use PHPUnit\Framework\TestCase;

final class ReferenceTest extends TestCase
{
    public function testParsesYearAndSerial(): void
    {
        $ref = Reference::parse('HB-2026-004217');
        $this->assertSame([2026, 4217], [$ref->year, $ref->serial]);
        $this->assertSame('HB-2026-004217', (string) $ref);
    }

    public function testRefusesAShortSerial(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Reference::parse('HB-2026-4217');
    }
}
