<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

final class LockLogTest extends TestCase
{
    public function testCountAndNetRise(): void
    {
        $log = Fixtures::locks();
        $k = Fixtures::kingfisher();
        $log->record($k, 'Buckby Bottom', new DateTimeImmutable('2025-06-03 09:10'), true);
        $log->record($k, 'Buckby Top', new DateTimeImmutable('2025-06-03 09:40'), true);
        $log->record($k, 'Buckby Top', new DateTimeImmutable('2025-06-09 15:00'), false);
        $log->record(Fixtures::dabchick(), 'Buckby Top', new DateTimeImmutable('2025-06-03 10:00'), true);

        $this->assertSame(3, $log->count($k));
        $this->assertSame(1.98, $log->netRise($k));
        $this->assertSame(1, $log->count(Fixtures::dabchick()));
    }

    public function testFeesByMonth(): void
    {
        $log = Fixtures::locks();
        $k = Fixtures::kingfisher();
        $log->record($k, 'Limehouse', new DateTimeImmutable('2025-07-30 06:00'), true);
        $log->record($k, 'Brentford Gauging', new DateTimeImmutable('2025-07-31 14:00'), false);
        $log->record($k, 'Limehouse', new DateTimeImmutable('2025-08-12 07:30'), false);
        $log->record($k, 'Buckby Top', new DateTimeImmutable('2025-07-02 11:00'), true);

        $this->assertSame(3050, $log->fees($k, 2025, 7));
        $this->assertSame(1800, $log->fees($k, 2025, 8));
        $this->assertSame(0, $log->fees($k, 2024, 7));
    }

    public function testUnknownLock(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::locks()->record(Fixtures::kingfisher(), 'Hatton 21', new DateTimeImmutable('2025-06-01'), true);
    }
}
