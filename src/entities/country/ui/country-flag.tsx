import { styled } from '@linaria/react';
import { env } from '@/shared/config';

const Flag = styled.img`
  width: 28px;
  height: 20px;
  object-fit: cover;
  border-radius: 3px;
  box-shadow: 0 0 0 1px rgb(0 0 0 / 12%);
  vertical-align: middle;
`;

/** Flags are local files named by country code (public/flags). */
export const CountryFlag = ({ code, name }: { code: string; name: string }) => (
  <Flag src={`${env.basePath}flags/${code.toUpperCase()}.svg`} alt={name} width={28} height={20} />
);
