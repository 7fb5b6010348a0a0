<?php

declare(strict_types=1);

namespace Dotworks\Brailler\Tests;

use Dotworks\Brailler\Cell;
use Dotworks\Brailler\LineBreaker;
use Dotworks\Brailler\Translator;
use PHPUnit\Framework\TestCase;

final class LineBreakerTest extends TestCase
{
    /** @return list<string> */
    private function lines(string $text, int $width): array
    {
        $words = (new Translator())->translate($text);
        return array_map([Cell::class, 'toText'], LineBreaker::wrap($words, $width));
    }

    public function testWordsFillALine(): void
    {
        $this->assertSame(['⠁⠀⠃⠉⠀⠙⠑⠋'], $this->lines('a bc def', 8));
        $this->assertSame(['⠁⠀⠃⠉', '⠙⠑⠋'], $this->lines('a bc def', 7));
    }

    public function testAWordTooLong(): void
    {
        $this->expectException(\LengthException::class);
        $this->lines('lighthouse', 6);
    }

    public function testNoWordsNoLines(): void
    {
        $this->assertSame([], $this->lines('   ', 12));
    }
}
