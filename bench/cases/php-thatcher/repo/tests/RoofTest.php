<?php

declare(strict_types=1);

namespace Thatcher\Tests;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use Thatcher\Roof;

final class RoofTest extends TestCase
{
    public function testAreaOfAllPlanes(): void
    {
        $roof = (new Roof(9.0, 50.0))
            ->addPlane('front', 9.0, 5.2)
            ->addPlane('back', 9.0, 5.2)
            ->addPlane('porch', 2.0, 1.5);
        self::assertSame(96.6, $roof->areaM2());
        self::assertCount(3, $roof->planes());
        self::assertFalse($roof->tooShallow());
    }

    public function testShallowPitch(): void
    {
        self::assertTrue((new Roof(6.0, 40.0))->tooShallow());
        self::assertFalse((new Roof(6.0, 45.0))->tooShallow());
    }

    public function testPlaneWithoutArea(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Roof(6.0, 50.0))->addPlane('gable', 0.0, 4.0);
    }
}
