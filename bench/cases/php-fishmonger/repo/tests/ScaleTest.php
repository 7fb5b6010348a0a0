<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Scale;
use PHPUnit\Framework\TestCase;

final class ScaleTest extends TestCase
{
    public function testChargeableRoundsUpToDivision(): void
    {
        $scale = new Scale(5);
        $this->assertEqualsWithDelta(0.300, $scale->chargeable(0.3), 1e-9);
        $this->assertEqualsWithDelta(0.305, $scale->chargeable(0.3001), 1e-9);
        $this->assertEqualsWithDelta(1.195, $scale->chargeable(1.190476), 1e-9);
        $this->assertEqualsWithDelta(0.020, (new Scale(10))->chargeable(0.011), 1e-9);
    }

    public function testDivisionMustBePositive(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Scale(0);
    }

    /**
     * @dataProvider spokenWeights
     */
    public function testParse(string $text, float $kg): void
    {
        $this->assertEqualsWithDelta($kg, Scale::parse($text), 1e-9);
    }

    public static function spokenWeights(): array
    {
        return [
            'grams' => ['500g', 0.5],
            'kilograms' => ['1.2 kg', 1.2],
            'pounds' => ['2lb', 0.90718474],
            'ounces' => ['8 oz', 0.2267961850],
            'pounds and ounces' => ['1lb 4oz', 0.5669904625],
            'capitals' => [' 750G ', 0.75],
        ];
    }

    public function testParseRejectsNonsense(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Scale::parse('a couple of nice ones');
    }

    public function testParseRejectsTrailingWords(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Scale::parse('500g please');
    }

    public function testFormat(): void
    {
        $this->assertSame('1.195 kg', Scale::format(1.195));
    }
}
