module Swimmeet
  # A swim time in hundredths of a second, or NT (no time) for a swimmer without one.
  class SwimTime
    include Comparable

    PATTERN = /\A(?:(\d+):)?(\d{1,2})\.(\d{2})\z/

    attr_reader :hundredths

    def self.parse(text)
      return NT if text.nil? || text.strip.upcase == "NT"

      match = PATTERN.match(text.strip) or raise ArgumentError, "not a swim time: #{text.inspect}"
      minutes = match[1].to_i
      seconds = match[2].to_i
      raise ArgumentError, "seconds out of range: #{text.inspect}" if minutes.positive? && seconds >= 60

      new((minutes * 60 + seconds) * 100 + match[3].to_i)
    end

    def initialize(hundredths)
      @hundredths = hundredths
    end

    def no_time?
      hundredths.nil?
    end

    # NT sorts after every real time.
    def <=>(other)
      return 0 if no_time? && other.no_time?
      return 1 if no_time?
      return -1 if other.no_time?

      hundredths <=> other.hundredths
    end

    def to_s
      return "NT" if no_time?

      minutes, rest = hundredths.divmod(6000)
      seconds, cents = rest.divmod(100)
      return format("%d.%02d", seconds, cents) if minutes.zero?

      format("%d:%02d.%02d", minutes, seconds, cents)
    end

    NT = new(nil)
  end
end
