<?php

declare(strict_types=1);

namespace Fencing\Tests;

use Fencing\PoolOrder;
use PHPUnit\Framework\TestCase;

final class PoolOrderTest extends TestCase
{
    /** @dataProvider sizes */
    public function testEveryPairMeetsOnce(int $size): void
    {
        $order = PoolOrder::forSize($size);
        $this->assertCount(PoolOrder::boutCount($size), $order);
        $seen = [];
        foreach ($order as [$a, $b]) {
            $key = min($a, $b) . '-' . max($a, $b);
            $this->assertArrayNotHasKey($key, $seen, "$key twice in a pool of $size");
            $this->assertNotSame($a, $b);
            $this->assertGreaterThanOrEqual(1, min($a, $b));
            $this->assertLessThanOrEqual($size, max($a, $b));
            $seen[$key] = true;
        }
    }

    /** @return array<string, array{int}> */
    public function sizes(): array
    {
        return ['four' => [4], 'five' => [5], 'six' => [6], 'seven' => [7]];
    }

    public function testNoOrderForEight(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        PoolOrder::forSize(8);
    }
}
