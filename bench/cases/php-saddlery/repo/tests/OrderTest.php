<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\Order;
use PHPUnit\Framework\TestCase;

final class OrderTest extends TestCase
{
    public function testCode(): void
    {
        $this->assertSame('DR-175-MW-HAV', Fixtures::ainsleyOrder()->code());
        $this->assertSame('JP-165-XW-BLK', Fixtures::cobOrder()->code());
    }

    public function testRejectsUnknownLeather(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Order('X', Fixtures::cobOrder()->fitting, 'RED');
    }

    public function testRejectsUnknownOption(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Order('X', Fixtures::cobOrder()->fitting, 'OAK', ['heated-seat']);
    }
}
