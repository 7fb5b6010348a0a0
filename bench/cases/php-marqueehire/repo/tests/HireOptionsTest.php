<?php

declare(strict_types=1);

namespace Marquee\Hire\Tests;

use Marquee\Hire\HireOptions;
use PHPUnit\Framework\TestCase;

final class HireOptionsTest extends TestCase
{
    public function testDefaultsFillWhatWasNotGiven(): void
    {
        $options = new HireOptions(['days' => 3]);
        $this->assertSame(3, $options->days());
        $this->assertFalse($options->flooring());
        $this->assertSame('none', $options->lighting());
        $this->assertSame(0, $options->distanceKm());
    }

    public function testRefusesAnUnknownOption(): void
    {
        $this->expectExceptionMessage('unknown option dancefloor');
        new HireOptions(['dancefloor' => true]);
    }

    public function testRefusesUnknownLighting(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new HireOptions(['lighting' => 'lasers']);
    }
}
