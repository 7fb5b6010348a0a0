<?php

declare(strict_types=1);

use Kernow\Skiphire\Hire;
use PHPUnit\Framework\TestCase;

final class HireTest extends TestCase
{
    public function testDeliveryDayCounts(): void
    {
        $hire = new Hire('K-1', 'midi', new \DateTimeImmutable('2026-09-01'), new \DateTimeImmutable('2026-09-07'));
        self::assertSame(7, $hire->days());
    }

    public function testOpenHireCountsToADate(): void
    {
        $hire = new Hire('K-2', 'midi', new \DateTimeImmutable('2026-09-01'));
        self::assertSame(15, $hire->days(new \DateTimeImmutable('2026-09-15')));
    }

    public function testOpenHireWithoutADate(): void
    {
        $this->expectException(\LogicException::class);
        (new Hire('K-3', 'mini', new \DateTimeImmutable('2026-09-01')))->days();
    }

    public function testCollectedBeforeDelivery(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Hire('K-4', 'mini', new \DateTimeImmutable('2026-09-10'), new \DateTimeImmutable('2026-09-09'));
    }
}
