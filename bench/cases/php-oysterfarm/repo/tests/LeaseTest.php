<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Batch;
use Oysterfarm\Lease;
use PHPUnit\Framework\TestCase;

final class LeaseTest extends TestCase
{
    public function testCapacity(): void
    {
        $lease = new Lease('Pwll Fanog', 12);

        self::assertSame(72, $lease->capacity());
        self::assertSame(72, $lease->freeSpaces());
    }

    public function testLayOutSeed(): void
    {
        $lease = new Lease('Pwll Fanog', 12);
        $bags = $lease->layOut(new Batch('PG-2024-05', 'Guernsey Sea Farms', new \DateTimeImmutable('2024-05-02'), 30500));

        self::assertSame(16, $bags);
        self::assertSame(16, $lease->bagsFor('PG-2024-05'));
        self::assertSame(56, $lease->freeSpaces());
    }

    public function testPlaceAndRemove(): void
    {
        $lease = new Lease('Pwll Fanog', 2, 5);
        $lease->place('A', 4);
        $lease->place('B', 3);
        $lease->place('A', 2);

        self::assertSame(['A' => 6, 'B' => 3], $lease->placements());
        self::assertSame(1, $lease->freeSpaces());

        $lease->remove('B', 3);
        self::assertSame(['A' => 6], $lease->placements());
        self::assertSame(0, $lease->bagsFor('B'));
    }

    public function testFullLease(): void
    {
        $lease = new Lease('Pwll Fanog', 1, 6);
        $lease->place('A', 5);

        $this->expectException(\OverflowException::class);
        $this->expectExceptionMessage('Pwll Fanog has room for 1 more bags, not 2');
        $lease->place('B', 2);
    }

    public function testCannotRemoveMoreThanPlaced(): void
    {
        $lease = new Lease('Pwll Fanog', 1, 6);
        $lease->place('A', 2);

        $this->expectException(\InvalidArgumentException::class);
        $lease->remove('A', 3);
    }
}
