<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\SeatSize;
use PHPUnit\Framework\TestCase;

final class SeatSizeTest extends TestCase
{
    /** @dataProvider thighs */
    public function testForThigh(float $cm, float $inches): void
    {
        $this->assertSame($inches, SeatSize::forThigh($cm));
    }

    /** @return list<array{float, float}> */
    public static function thighs(): array
    {
        return [[38.0, 16.0], [40.0, 16.0], [40.5, 16.5], [48.0, 17.0], [48.5, 17.5], [52.5, 18.0]];
    }

    public function testFormat(): void
    {
        $this->assertSame('17.5"', SeatSize::format(17.5));
        $this->assertSame('17"', SeatSize::format(17.0));
    }
}
