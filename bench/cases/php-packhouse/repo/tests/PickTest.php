<?php

declare(strict_types=1);

use Hillside\Orchard\Pick;
use PHPUnit\Framework\TestCase;

final class PickTest extends TestCase
{
    public function testParse(): void
    {
        $pick = Pick::parse("  Ana 12\tBraeburn 17.5 ");
        $this->assertSame(['Ana', 12, 'Braeburn', 17.5], [$pick->picker, $pick->row, $pick->variety, $pick->kg]);
    }

    /** @dataProvider badLines */
    public function testRejects(string $line): void
    {
        $this->expectException(InvalidArgumentException::class);
        Pick::parse($line);
    }

    /** @return array<string, array{string}> */
    public static function badLines(): array
    {
        return [
            'too few' => ['Ana 12 Braeburn'],
            'row not a number' => ['Ana twelve Braeburn 17.5'],
            'weight not a number' => ['Ana 12 Braeburn heavy'],
            'empty bin' => ['Ana 12 Braeburn 0'],
        ];
    }
}
