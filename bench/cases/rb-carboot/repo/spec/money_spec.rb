require 'spec_helper'

RSpec.describe Carboot::Money do
  it 'formats pence as pounds' do
    expect(described_class.format(1250)).to eq('£12.50')
    expect(described_class.format(5)).to eq('£0.05')
    expect(described_class.format(-300)).to eq('-£3.00')
  end

  it 'rounds a percentage half up' do
    expect(described_class.percent(1250, 20)).to eq(250)
    expect(described_class.percent(1010, 15)).to eq(152)
  end
end
