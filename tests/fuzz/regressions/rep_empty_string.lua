print(#string.rep('', 2^40), #string.rep('', 2^40, ''))
