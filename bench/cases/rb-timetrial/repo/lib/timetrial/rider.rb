module Timetrial
  # A rider entered in the event. The number is the race number, given
  # out in start order.
  Rider = Struct.new(:number, :name, :club, :age, keyword_init: true) do
    def category
      case age
      when nil then "senior"
      when 0...18 then "juvenile"
      when 18...40 then "senior"
      else "veteran"
      end
    end

    def to_s
      "#{number} #{name} (#{club})"
    end
  end
end
