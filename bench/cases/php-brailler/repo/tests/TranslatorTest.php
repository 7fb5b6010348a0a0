<?php

declare(strict_types=1);

namespace Dotworks\Brailler\Tests;

use Dotworks\Brailler\Cell;
use Dotworks\Brailler\Translator;
use PHPUnit\Framework\TestCase;

final class TranslatorTest extends TestCase
{
    private function braille(string $text): string
    {
        $words = (new Translator())->translate($text);
        return implode(' ', array_map([Cell::class, 'toText'], $words));
    }

    public function testLetters(): void
    {
        $this->assertSame('⠁⠃⠉ ⠵⠑⠃⠗⠁', $this->braille('abc zebra'));
    }

    public function testCapitalSign(): void
    {
        $this->assertSame('⠠⠞⠓⠑ ⠠⠎⠑⠁', $this->braille('The Sea'));
    }

    public function testNumericSignOncePerNumber(): void
    {
        $this->assertSame('⠼⠁⠊⠓⠙', $this->braille('1984'));
        $this->assertSame('⠼⠃⠚ ⠼⠉', $this->braille('20 3'));
    }

    public function testLetterSignAfterANumber(): void
    {
        $this->assertSame('⠼⠉⠰⠁', $this->braille('3a'));
        $this->assertSame('⠼⠉⠅', $this->braille('3k'));
    }

    public function testPunctuationEndsANumber(): void
    {
        $this->assertSame('⠼⠁⠲⠁', $this->braille('1.a'));
        $this->assertSame('⠠⠉⠓⠁⠏⠞⠑⠗ ⠼⠁⠲', $this->braille('Chapter 1.'));
    }

    public function testWhatCannotBeTranscribed(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage("cannot transcribe '&'");
        (new Translator())->translate('salt & pepper');
    }
}
