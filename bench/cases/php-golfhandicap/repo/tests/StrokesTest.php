<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Strokes;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class StrokesTest extends TestCase
{
    public function testStrokesGoToTheHardestHolesFirst(): void
    {
        $this->assertSame(1, Strokes::received(5, 1));
        $this->assertSame(1, Strokes::received(5, 5));
        $this->assertSame(0, Strokes::received(5, 6));
        $this->assertSame(0, Strokes::received(0, 1));
    }

    public function testMoreThanOneStrokeAHole(): void
    {
        $this->assertSame(2, Strokes::received(20, 2));
        $this->assertSame(1, Strokes::received(20, 3));
        $this->assertSame(1, Strokes::received(18, 18));
        $this->assertSame(3, Strokes::received(38, 1));
    }

    public function testNineHoles(): void
    {
        $this->assertSame(2, Strokes::received(11, 2, 9));
        $this->assertSame(1, Strokes::received(11, 3, 9));
    }

    public function testForTee(): void
    {
        $this->assertSame(
            [1, 1, 0, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0],
            Strokes::forTee(10, Fixtures::yellow()),
        );
        $this->assertSame([1, 0, 1, 0, 0, 0, 1, 0, 0], Strokes::forTee(3, Fixtures::haddowPark()));
    }

    public function testStrokeIndexOutOfRange(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Strokes::received(10, 10, 9);
    }
}
