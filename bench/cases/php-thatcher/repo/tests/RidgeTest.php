<?php

declare(strict_types=1);

namespace Thatcher\Tests;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use Thatcher\Ridge;

final class RidgeTest extends TestCase
{
    public function testCostByTheMetre(): void
    {
        self::assertSame(85500, (new Ridge('flush', 9.0))->costPence());
        self::assertSame(112500, (new Ridge('block-cut', 9.0))->costPence());
        self::assertSame('block-cut ridge, 9.0 m', (new Ridge('block-cut', 9.0))->label());
    }

    public function testUnknownStyle(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Ridge('sedge', 9.0);
    }
}
