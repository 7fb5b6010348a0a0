<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\Measurement;
use PHPUnit\Framework\TestCase;

final class MeasurementTest extends TestCase
{
    public function testParsesCentimetres(): void
    {
        $this->assertSame(46.0, Measurement::parseLength('46cm'));
        $this->assertSame(31.5, Measurement::parseLength(' 31.5 cm '));
        $this->assertSame(30.5, Measurement::parseLength('30,5 CM'));
    }

    /** @dataProvider notLengths */
    public function testRejects(string $text): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Measurement::parseLength($text);
    }

    /** @return array<string, array{string}> */
    public static function notLengths(): array
    {
        return ['no unit' => ['31.5'], 'no number' => ['cm'], 'words' => ['wide cm'], 'negative' => ['-3 cm']];
    }

    public function testFormatsCentimetres(): void
    {
        $this->assertSame('31.5 cm', Measurement::formatCm(31.5));
        $this->assertSame('46 cm', Measurement::formatCm(46.0));
    }
}
