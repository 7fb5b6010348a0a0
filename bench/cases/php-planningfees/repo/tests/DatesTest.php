<?php

declare(strict_types=1);

use Borough\Planning\Dates;
use PHPUnit\Framework\TestCase;

final class DatesTest extends TestCase
{
    public function testParse(): void
    {
        $this->assertSame('2026-11-14', Dates::parse('14/11/2026')->format('Y-m-d'));
        $this->assertSame('2024-02-29', Dates::parse(' 29/02/2024 ')->format('Y-m-d'));
    }

    /** @dataProvider badDates */
    public function testParseRejects(string $text): void
    {
        $this->expectException(InvalidArgumentException::class);
        Dates::parse($text);
    }

    public static function badDates(): array
    {
        return [['2026-11-14'], ['31/11/2026'], ['29/02/2025'], ['']];
    }
}
