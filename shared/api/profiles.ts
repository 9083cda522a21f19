// The children's profiles (spec §7 getProfiles, createProfile, updateProfile).
import * as v from 'valibot';
import { http, postData, readData } from '../http';
import { ProfileSchema, type CreateProfilePayload, type Profile, type UpdateProfilePayload } from '../contract/profile';

/** GET /api/user/profiles. */
export const getProfiles = (): Promise<Profile[]> => readData(http().get('user/profiles'), v.array(ProfileSchema));

/** POST /api/profile: a new child (first and last name); answers the created profile. */
export const postProfile = (child: CreateProfilePayload): Promise<Profile> => postData('profile', child, ProfileSchema);

/** PUT /api/profile/{uuid}: answers the saved profile with its new `complete` flag. */
export const putProfile = (uuid: string, fields: UpdateProfilePayload): Promise<Profile> =>
  readData(http().put(`profile/${encodeURIComponent(uuid)}`, { json: fields }), ProfileSchema);
