<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\Fencer;
use Fencing\PoolAllocator;
use PHPUnit\Framework\TestCase;

final class PoolAllocatorTest extends TestCase
{
    /** @dataProvider counts */
    public function testPoolCount(int $fencers, int $pools): void
    {
        $this->assertSame($pools, PoolAllocator::poolCount($fencers));
    }

    /** @return array<string, array{int, int}> */
    public function counts(): array
    {
        return [
            'one pool of seven' => [7, 1],
            'two of four' => [8, 2],
            'two of six' => [12, 2],
            'seven and seven' => [14, 2],
            'three of five' => [15, 3],
            'five of seven and one of six' => [41, 6],
        ];
    }

    public function testTooFew(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        PoolAllocator::poolCount(3);
    }

    public function testSerpentine(): void
    {
        $pools = PoolAllocator::allocate(array_reverse(Fixtures::entry()));
        $seeds = array_map(
            static fn ($pool): array => array_map(static fn (Fencer $f): int => $f->seed(), $pool->fencers()),
            $pools
        );
        $this->assertSame([[1, 4, 5, 8, 9, 12], [2, 3, 6, 7, 10, 11]], $seeds);
    }
}
